import Foundation

/// What a command of the tool reads and writes: files, standard output and standard error, and
/// the URLs `verify` fetches.
/// Tests pass an in-memory one; the executable passes ``live``.
public struct ToolEnvironment: Sendable {
    /// Reads a whole file.
    public var readFile: @Sendable (String) throws -> [UInt8]
    /// Writes a whole file atomically (a temporary file, then a rename).
    public var writeFile: @Sendable (String, [UInt8]) throws -> Void
    /// Writes text to standard output.
    public var standardOutput: @Sendable (String) -> Void
    /// Writes text to standard error.
    public var standardError: @Sendable (String) -> Void
    /// Fetches a URL with a GET request that follows no redirect, waiting at most the given
    /// number of seconds (`verify`).
    public var fetch: @Sendable (_ url: String, _ timeout: Double) -> FetchOutcome

    /// Creates an environment.
    public init(
        readFile: @escaping @Sendable (String) throws -> [UInt8],
        writeFile: @escaping @Sendable (String, [UInt8]) throws -> Void,
        standardOutput: @escaping @Sendable (String) -> Void,
        standardError: @escaping @Sendable (String) -> Void,
        fetch: @escaping @Sendable (_ url: String, _ timeout: Double) -> FetchOutcome = HTTPFetch.get
    ) {
        self.readFile = readFile
        self.writeFile = writeFile
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.fetch = fetch
    }

    /// The real file system and streams.
    public static let live = ToolEnvironment(
        readFile: { path in
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw FileReadError(description: "no such file")
            }
            guard !isDirectory.boolValue else { throw FileReadError(description: "it is a directory") }
            do {
                return Array(try Data(contentsOf: URL(fileURLWithPath: path)))
            } catch {
                throw FileReadError(description: error.localizedDescription)
            }
        },
        writeFile: { path, bytes in
            // `.atomic` writes a temporary file in the same folder and renames it over the target,
            // so a reader never sees a half-written file and a failed run leaves the old one.
            try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
        },
        standardOutput: { text in
            FileHandle.standardOutput.write(Data(text.utf8))
        },
        standardError: { text in
            FileHandle.standardError.write(Data(text.utf8))
        }
    )
}

/// Why a file could not be read, in a few words (`no such file`), for `cannot read 'PATH': …`.
struct FileReadError: Error, CustomStringConvertible {
    var description: String
}
