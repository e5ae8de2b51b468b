import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A tiny HTTP/1.1 server on 127.0.0.1 for the tests of `verify`, on POSIX sockets: it answers
/// each request with the response given for its path (404 for any other path) and closes the
/// connection. A path marked ``Behaviour/hang`` is accepted and never answered, for time-outs.
final class LoopbackHTTPServer: @unchecked Sendable {
    /// A response to send.
    struct Response {
        var status: Int
        var headers: [(name: String, value: String)] = []
        var body: String = ""

        /// A `200` with a JSON body.
        static func json(_ body: String, contentType: String = "application/json") -> Response {
            Response(status: 200, headers: [("Content-Type", contentType)], body: body)
        }
    }

    /// What the server does for a path.
    enum Behaviour {
        case respond(Response)
        /// Reads the request and never answers.
        case hang
    }

    struct SocketError: Error, CustomStringConvertible {
        var description: String
    }

    /// The port it listens on.
    let port: UInt16
    private let listener: Int32
    private let routes: [String: Behaviour]
    private let lock = NSLock()
    private var held: [Int32] = []
    private var stopping = false
    private let finished = DispatchSemaphore(value: 0)

    /// Starts a server that answers `routes` (path → behaviour).
    init(routes: [String: Behaviour]) throws {
        self.routes = routes
        let (socket, port) = try Self.listeningSocket()
        listener = socket
        self.port = port
        let thread = Thread { [self] in
            acceptLoop()
            finished.signal()
        }
        thread.start()
    }

    /// `http://127.0.0.1:<port><path>`.
    func url(_ path: String) -> String {
        "http://127.0.0.1:\(port)\(path)"
    }

    /// Stops accepting, closes every connection and waits for the accepting thread to end.
    func stop() {
        lock.lock()
        stopping = true
        lock.unlock()
        Self.connectAndClose(port)  // wakes the accepting thread, which then sees `stopping`
        finished.wait()
        _ = close(listener)
        lock.lock()
        for socket in held { _ = close(socket) }
        held = []
        lock.unlock()
    }

    /// A port on 127.0.0.1 where nothing listens: one the system just gave out and took back.
    static func refusedPort() throws -> UInt16 {
        let (socket, port) = try listeningSocket()
        _ = close(socket)
        return port
    }

    // MARK: Serving

    private func acceptLoop() {
        while true {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            lock.lock()
            let stop = stopping
            lock.unlock()
            if stop {
                _ = close(connection)
                return
            }
            let path = Self.requestPath(connection)
            switch path.flatMap({ routes[$0] }) {
            case .hang?:
                lock.lock()
                held.append(connection)
                lock.unlock()
            case .respond(let response)?:
                Self.send(response, to: connection)
                _ = close(connection)
            case nil:
                Self.send(
                    Response(status: 404, headers: [("Content-Type", "text/plain")], body: "not found"), to: connection)
                _ = close(connection)
            }
        }
    }

    /// The path of the request line, after reading the request's head.
    private static func requestPath(_ connection: Int32) -> String? {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !received.containsHeadEnd, received.count < 65_536 {
            let count = buffer.withUnsafeMutableBytes { recv(connection, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            received += buffer[..<count]
        }
        let head = String(decoding: received, as: UTF8.self)
        let parts = head.prefix { $0 != "\r" && $0 != "\n" }.split(separator: " ")
        return parts.count >= 2 ? String(parts[1]) : nil
    }

    private static func send(_ response: Response, to connection: Int32) {
        var head = "HTTP/1.1 \(response.status) \(reason(response.status))\r\n"
        for (name, value) in response.headers {
            head += "\(name): \(value)\r\n"
        }
        let body = Array(response.body.utf8)
        head += "Content-Length: \(body.count)\r\nConnection: close\r\n\r\n"
        var bytes = Array(head.utf8) + body
        while !bytes.isEmpty {
            let sent = bytes.withUnsafeBytes { sendBytes(connection, $0.baseAddress, $0.count) }
            guard sent > 0 else { return }
            bytes.removeFirst(sent)
        }
    }

    private static func sendBytes(_ socket: Int32, _ bytes: UnsafeRawPointer?, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.send(socket, bytes, count, Int32(MSG_NOSIGNAL))
        #else
            Darwin.send(socket, bytes, count, 0)
        #endif
    }

    private static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 301: "Moved Permanently"
        case 302: "Found"
        case 404: "Not Found"
        default: "Status"
        }
    }

    // MARK: Sockets

    private static func newSocket() -> Int32 {
        #if canImport(Glibc)
            Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            Darwin.socket(AF_INET, SOCK_STREAM, 0)
        #endif
    }

    private static func loopback(port: UInt16) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }

    private static func connectAndClose(_ port: UInt16) {
        let socket = newSocket()
        guard socket >= 0 else { return }
        var address = loopback(port: port)
        _ = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        _ = close(socket)
    }

    private static func listeningSocket() throws -> (Int32, UInt16) {
        let socket = newSocket()
        guard socket >= 0 else { throw SocketError(description: "socket() failed: \(errno)") }
        var yes: Int32 = 1
        _ = setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = loopback(port: 0)
        let length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) }
        }
        guard bound == 0, listen(socket, 16) == 0 else {
            _ = close(socket)
            throw SocketError(description: "bind() or listen() failed: \(errno)")
        }
        var actual = sockaddr_in()
        var actualLength = length
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &actualLength) }
        }
        return (socket, UInt16(bigEndian: actual.sin_port))
    }
}

extension Array where Element == UInt8 {
    /// Whether the bytes hold the blank line that ends an HTTP request's head.
    fileprivate var containsHeadEnd: Bool {
        count >= 4
            && indices.dropLast(3).contains {
                self[$0] == 13 && self[$0 + 1] == 10 && self[$0 + 2] == 13 && self[$0 + 3] == 10
            }
    }
}
