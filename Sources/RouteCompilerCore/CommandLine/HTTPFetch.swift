import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What a GET request for a served file gave: the response (whatever its status), or why there
/// was none.
public enum FetchOutcome: Sendable, Equatable {
    /// The server answered.
    case response(HTTPResponse)
    /// No answer: the host does not resolve, the connection is refused, the request timed out.
    /// The reason, for people.
    case unreachable(String)
}

/// An HTTP response: its status, its headers and its body.
public struct HTTPResponse: Sendable, Equatable {
    /// The status code (`200`, `301`, `404`).
    public var status: Int
    /// The header fields, by lowercased name.
    public var headers: [String: String]
    /// The body.
    public var body: [UInt8]

    /// Creates a response.
    public init(status: Int, headers: [String: String], body: [UInt8]) {
        self.status = status
        self.headers = headers
        self.body = body
    }
}

/// GET requests with the toolchain's `URLSession` (from `FoundationNetworking` on Linux) that
/// follow no redirect: a `3xx` response is returned as it is, so that `verify` can report it
/// (Apple does not follow redirects for the apple-app-site-association file).
public enum HTTPFetch {
    /// Fetches `url` with a GET request, waiting at most `timeout` seconds.
    public static func get(_ url: String, timeout: Double) -> FetchOutcome {
        guard let target = URL(string: url) else { return .unreachable("'\(url)' is not a URL") }
        var request = URLRequest(url: target)
        request.httpMethod = "GET"
        request.timeoutInterval = timeout
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        let delegate = RedirectRefusal()
        let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let box = OutcomeBox()
        let done = DispatchSemaphore(value: 0)
        let task = session.dataTask(with: request) { data, response, error in
            if let response = response as? HTTPURLResponse {
                var headers: [String: String] = [:]
                for (name, value) in response.allHeaderFields {
                    headers[String(describing: name).lowercased()] = String(describing: value)
                }
                box.set(
                    .response(HTTPResponse(status: response.statusCode, headers: headers, body: Array(data ?? Data()))))
            } else {
                box.set(.unreachable(reason(error)))
            }
            done.signal()
        }
        task.resume()
        // The session times the request out itself; the margin only guards against a lost callback.
        if done.wait(timeout: .now() + timeout + 5) == .timedOut {
            task.cancel()
            return .unreachable("no answer within \(Int(timeout)) seconds")
        }
        return box.outcome ?? .unreachable("no answer")
    }

    private static func reason(_ error: (any Error)?) -> String {
        guard let error = error as? URLError else {
            return error.map { "\($0.localizedDescription)" } ?? "no answer"
        }
        switch error.code {
        case .timedOut: return "the request timed out"
        case .cannotConnectToHost: return "the connection was refused"
        case .cannotFindHost, .dnsLookupFailed: return "the host does not resolve"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
            .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot:
            return "the TLS connection failed (\(error.localizedDescription)); devices need a valid certificate"
        default: return error.localizedDescription
        }
    }

    /// Refuses every redirect, so that the `3xx` response itself is returned.
    private final class RedirectRefusal: NSObject, URLSessionTaskDelegate, @unchecked Sendable {
        func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
        ) {
            completionHandler(nil)
        }
    }

    /// The outcome, set once by the session's queue and read after the semaphore.
    private final class OutcomeBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: FetchOutcome?

        func set(_ outcome: FetchOutcome) {
            lock.lock()
            stored = outcome
            lock.unlock()
        }

        var outcome: FetchOutcome? {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
    }
}
