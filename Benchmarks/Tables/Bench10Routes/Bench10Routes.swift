// The enum Bench10Route (distinct-prefix, 10 routes) is generated from routes.json by RouteCompilerPlugin;
// route-bench matches urls.txt against it. scripts/make-benchmark-tables.sh makes both files.
