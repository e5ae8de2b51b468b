// The routes of BenchSharedPrefixRoutes from 3 modules, composed (Specification §10.1); route-bench
// measures it beside BenchSharedPrefixRoutes. scripts/make-composed-table.py makes this folder.
