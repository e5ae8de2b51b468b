// routes-demo: the routes of the top-level routes.json, compiled by RouteCompilerPlugin.
//
//     swift run routes-demo 'myapp://product?id=123' 'https://example.com/profile/ada'
//
// For each URL it prints the route the generated `AppRoute` opens, with its typed parameters, its
// canonical URL, the navigation stack under it and whether it needs a logged-in user (its
// `"parent"` and `"metadata"` in routes.json), or why no route opens it (the nearest route and the part that failed, as
// `route-compiler match` explains it). Without arguments it lists the routes and links to try.

import Foundation
import RouteRuntime

let arguments = Array(CommandLine.arguments.dropFirst())
let demo = DemoText()

if arguments.isEmpty || arguments == ["--help"] {
    print(demo.overview)
    exit(0)
}

var failures = 0
for argument in arguments {
    let route = argument.hasPrefix("/") ? AppRoute(path: argument) : AppRoute(string: argument)
    print(argument)
    if let route {
        print("  route:     \(demo.describe(route, as: argument))")
        print("  canonical: \(route.url.absoluteString)")
        if route.stack.count > 1 {
            print(
                "  stack:     "
                    + route.stack.map { demo.describe($0, as: $0.url.absoluteString) }.joined(separator: " → "))
        }
        if route.requiresLogin { print("  metadata:  requiresLogin") }
    } else {
        failures += 1
        for line in demo.whyNoRoute(argument) { print("  " + line) }
    }
}
exit(failures == 0 ? 0 : 1)
