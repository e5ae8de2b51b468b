// link-server: the server side of the shop's deep links, from the same routes.json as the app.
//
//     swift run link-server email --order 0f8fad5b-d9cb-469f-a165-70867728950e --product 42
//     swift run link-server aasa --app-id ABCDE12345.com.example.shop --output apple-app-site-association
//     swift run link-server serve --app-id ABCDE12345.com.example.shop --package com.example.shop --sha256 <fingerprint>
//
// `email` prints the universal links of an order-shipped email; `aasa` writes the
// apple-app-site-association file that lets those links open the app; `serve` serves it, and the
// Android app's assetlinks.json, on 127.0.0.1 for a local check with `route-compiler verify`.

import Foundation

let usage = """
    usage: link-server email --order <uuid> [--product <id>]... [--ref <source>]
           link-server aasa --app-id <TEAMID.bundle.id>... [--host <host>] [--output <file>]
           link-server serve --app-id <TEAMID.bundle.id>... [--package <name> --sha256 <fingerprint>...]
                             [--host <host>] [--port <port>]

    email  prints the universal links of an order-shipped email, built with the ShopRoute enum
           generated from routes.json, so that they always open the screens the app has.
    aasa   writes the apple-app-site-association file for routes.json (to standard output, or to
           --output), for https://<host>/.well-known/apple-app-site-association.
    serve  serves /.well-known/apple-app-site-association and, with --package, the Android app's
           /.well-known/assetlinks.json on http://127.0.0.1:<port> (0, the default: any free port),
           and prints "listening on http://127.0.0.1:<port>" once it accepts connections.
    """

/// Prints `message` to standard error and exits with `status`.
func fail(_ message: String, status: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data("error: \(message)\n".utf8))
    if status == 2 { FileHandle.standardError.write(Data((usage + "\n").utf8)) }
    exit(status)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else { fail("missing command") }
let options: Options
do {
    options = try Options(parsing: arguments.dropFirst())
} catch {
    fail("\(error)")
}

switch command {
case "email":
    guard let orderText = options.single("--order") else { fail("email needs --order <uuid>") }
    guard let order = UUID(uuidString: orderText) else { fail("--order '\(orderText)' is not a UUID") }
    var products: [Int] = []
    for text in options.all("--product") {
        guard let id = Int(text) else { fail("--product '\(text)' is not an integer") }
        products.append(id)
    }
    let email = ShippedEmail(order: order, products: products, ref: options.single("--ref") ?? "email")
    print(email.text)
case "aasa":
    let appIDs = options.all("--app-id")
    if appIDs.isEmpty { fail("aasa needs --app-id <TEAMID.bundle.id>") }
    let file: String
    do {
        file = try AASAFile.make(appIDs: appIDs, host: options.single("--host"))
    } catch {
        fail("\(error)", status: 1)
    }
    if let output = options.single("--output") {
        do {
            try Data(file.utf8).write(to: URL(fileURLWithPath: output))
        } catch {
            fail("cannot write \(output): \(error.localizedDescription)", status: 1)
        }
        print("wrote \(output) (\(file.utf8.count) bytes)")
    } else {
        print(file, terminator: "")
    }
case "serve":
    let appIDs = options.all("--app-id")
    if appIDs.isEmpty { fail("serve needs --app-id <TEAMID.bundle.id>") }
    guard let port = UInt16(options.single("--port") ?? "0") else { fail("--port must be a port number") }
    var files: [String: String] = [:]
    do {
        files["/.well-known/apple-app-site-association"] = try AASAFile.make(
            appIDs: appIDs, host: options.single("--host"))
        if let package = options.single("--package") {
            files["/.well-known/assetlinks.json"] = try AssetLinksFile.make(
                package: package, fingerprints: options.all("--sha256"))
        }
        try LinkFileServer(files: files).serve(port: port) { port in
            FileHandle.standardOutput.write(Data("listening on http://127.0.0.1:\(port)\n".utf8))
        }
    } catch {
        fail("\(error)", status: 1)
    }
case "help", "--help", "-h":
    print(usage)
default:
    fail("unknown command '\(command)'")
}
