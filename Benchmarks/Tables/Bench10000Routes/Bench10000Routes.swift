// The enum Bench10000Route (distinct-prefix, 10000 routes) is generated from routes.json by RouteCompilerPlugin;
// route-bench matches urls.txt against it. scripts/make-benchmark-tables.sh makes both files.
