// 340 routes of BenchSharedPrefixRoutes, as module c of BenchComposedRoutes;
// scripts/make-composed-table.py makes this folder.
