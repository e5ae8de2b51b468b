// The enum Bench100Route (distinct-prefix, 100 routes) is generated from routes.json by RouteCompilerPlugin;
// route-bench matches urls.txt against it. scripts/make-benchmark-tables.sh makes both files.
