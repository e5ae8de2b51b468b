// routes-demo: the routes of the top-level routes.json, compiled by RouteCompilerPlugin.
//
//     swift run routes-demo 'myapp://product?id=123' 'https://example.com/profile/ada'
//
// For each URL it prints the route it opens, with its typed parameters and its canonical URL, or
// that nothing matched. Without arguments it lists the routes and a few links to try.

import Foundation
import RouteRuntime

let arguments = Array(CommandLine.arguments.dropFirst())

if arguments.isEmpty || arguments == ["--help"] {
    print(DemoText.overview)
    exit(0)
}

var failures = 0
for argument in arguments {
    if let route = AppRoute(string: argument) {
        print("\(argument)")
        print("  route:     \(DemoText.describe(route))")
        print("  canonical: \(route.url.absoluteString)")
    } else {
        failures += 1
        print("\(argument)")
        print("  no route matches this URL")
    }
}
exit(failures == 0 ? 0 : 1)
