// 240 routes of BenchSharedPrefixRoutes, as module b of BenchComposedRoutes;
// scripts/make-composed-table.py makes this folder.
