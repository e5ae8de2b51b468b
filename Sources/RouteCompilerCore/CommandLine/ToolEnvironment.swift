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
                throw FileReadError(description: FileProblem.reason(error))
            }
        },
        writeFile: { path, bytes in
            // `.atomic` writes a temporary file in the same folder and renames it over the target,
            // so a reader never sees a half-written file and a failed run leaves the old one.
            do {
                try Data(bytes).write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                throw FileWriteError(description: FileProblem.writeReason(path, error))
            }
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

/// Why a file could not be written, in a few words (`the directory '/x' does not exist`), for
/// `cannot write 'PATH': …`.
struct FileWriteError: Error, CustomStringConvertible {
    var description: String
}

/// Why reading or writing a file failed, as the end of a one-line message (`cannot read 'PATH':
/// …`, `cannot write 'PATH': …`, Specification §7.1 rules 2 and 3): lower case, no trailing
/// period, never a dump of an `NSError`.
enum FileProblem {
    /// The reason `error` gives: the system's words for a Foundation or POSIX error
    /// (`permission denied`), else the error's own description (``FileReadError``).
    static func reason(_ error: any Error) -> String {
        let bridged = error as NSError
        switch bridged.domain {
        case NSPOSIXErrorDomain:
            return systemMessage(Int32(bridged.code))
        case NSCocoaErrorDomain:
            if let underlying = bridged.userInfo[NSUnderlyingErrorKey] as? NSError,
                underlying.domain == NSPOSIXErrorDomain
            {
                return systemMessage(Int32(underlying.code))
            }
            switch CocoaError.Code(rawValue: bridged.code) {
            case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file"
            case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
            case .fileWriteOutOfSpace: return "no space left on the volume"
            case .fileWriteVolumeReadOnly: return "the volume is read-only"
            default: return sentence(bridged.localizedDescription)
            }
        default:
            // A Swift error of this module or a test's says it in its description.
            if !(type(of: error) is AnyObject.Type) { return Quote.visible(String(describing: error)) }
            return sentence(bridged.localizedDescription)
        }
    }

    /// Why writing `path` failed: what is wrong with the path when that is clear (its directory
    /// does not exist, or it is a directory), else ``reason(_:)``.
    static func writeReason(_ path: String, _ error: any Error) -> String {
        let files = FileManager.default
        var isDirectory: ObjCBool = false
        if files.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            return "it is a directory"
        }
        let directory = ModulePaths.directory(of: path)
        if !files.fileExists(atPath: directory, isDirectory: &isDirectory) {
            return "the directory \(Quote.single(directory)) does not exist; create it first"
        }
        if !isDirectory.boolValue { return "\(Quote.single(directory)) is not a directory" }
        return reason(error)
    }

    /// The system's message for `code`, in lower case (`permission denied`).
    private static func systemMessage(_ code: Int32) -> String {
        sentence(String(cString: strerror(code)))
    }

    /// `text` with a lower-case first letter (unless it starts an acronym) and without a trailing
    /// period, on one line.
    private static func sentence(_ text: String) -> String {
        var text = Quote.visible(text)
        while text.hasSuffix(".") { text.removeLast() }
        guard let first = text.first, first.isUppercase else { return text }
        let second = text.dropFirst().first
        if let second, second.isUppercase { return text }
        return first.lowercased() + text.dropFirst()
    }
}
