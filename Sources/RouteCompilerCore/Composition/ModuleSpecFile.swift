/// A module's `routes.json` as a composition reads it (Specification §12.1): its bytes, or
/// why they could not be read.
public struct ModuleSpecFile: Sendable {
    /// The file as diagnostics name it (`Sources/Catalog/routes.json`).
    public var path: String
    /// The file's bytes; `nil` when it could not be read.
    public var bytes: [UInt8]?
    /// Why it could not be read (`no such file`), when ``bytes`` is `nil`.
    public var problem: String?
    /// How to give the file instead, for the error when it cannot be read: the `--module` option,
    /// the plugin's dependency.
    public var remedy: String?

    /// A file that was read.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// A file that could not be read.
    public init(path: String, problem: String, remedy: String? = nil) {
        self.path = path
        self.problem = problem
        self.remedy = remedy
    }
}

/// Finds the spec of each module a composing spec names: the CLI reads files beside the composing
/// spec or given by `--module`; tests give bytes from memory.
public typealias ModuleSpecLoader = @Sendable (ModuleEntry) -> ModuleSpecFile
