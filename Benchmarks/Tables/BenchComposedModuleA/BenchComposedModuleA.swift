// 420 routes of BenchSharedPrefixRoutes, as module a of BenchComposedRoutes;
// scripts/make-composed-table.py makes this folder.
