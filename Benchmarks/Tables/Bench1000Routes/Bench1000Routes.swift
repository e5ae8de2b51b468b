// The enum Bench1000Route (distinct-prefix, 1000 routes) is generated from routes.json by RouteCompilerPlugin;
// route-bench matches urls.txt against it. scripts/make-benchmark-tables.sh makes both files.
