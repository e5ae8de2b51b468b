import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A minimal HTTP/1.1 server for the shop's link files, on POSIX sockets: it answers each `GET`
/// of a known path with `200` and `Content-Type: application/json`, anything else with `404`, and
/// closes the connection. Enough to check a deployment locally with `route-compiler verify`; a
/// real website serves the files from its own web server, over HTTPS.
struct LinkFileServer {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// The files, by path (`/.well-known/apple-app-site-association`).
    var files: [String: String]

    /// Listens on 127.0.0.1:`port` (`0`: a port the system chooses), calls `ready` with the port,
    /// and serves until the process ends.
    func serve(port: UInt16, ready: (UInt16) -> Void) throws -> Never {
        #if canImport(Glibc)
            let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let listener = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard listener >= 0 else { throw Failure(description: "cannot open a socket (errno \(errno))") }
        var yes: Int32 = 1
        _ = setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, length) }
        }
        guard bound == 0, listen(listener, 16) == 0 else {
            throw Failure(description: "cannot listen on 127.0.0.1:\(port) (errno \(errno))")
        }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        ready(UInt16(bigEndian: address.sin_port))
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { continue }
            answer(connection)
            _ = close(connection)
        }
    }

    /// Reads one request's head and writes the response.
    private func answer(_ connection: Int32) {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !String(decoding: received, as: UTF8.self).contains("\r\n\r\n"), received.count < 65_536 {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            received += buffer[..<count]
        }
        let requestLine = String(decoding: received, as: UTF8.self).prefix { $0 != "\r" && $0 != "\n" }
        let parts = requestLine.split(separator: " ")
        let path = parts.count >= 2 ? String(parts[1].prefix { $0 != "?" }) : ""
        let response: String
        if parts.first == "GET", let body = files[path] {
            response =
                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: \(body.utf8.count)\r\n"
                + "Connection: close\r\n\r\n" + body
        } else {
            response = "HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"
        }
        var bytes = Array(response.utf8)[...]
        while !bytes.isEmpty {
            let sent = bytes.withUnsafeBytes { write(connection, $0.baseAddress, $0.count) }
            guard sent > 0 else { return }
            bytes = bytes.dropFirst(sent)
        }
    }
}
