// The enum BenchKindsRoute is generated from routes.json by RouteCompilerPlugin: one route per
// parameter kind, for route-bench's count of allocations while matching.
