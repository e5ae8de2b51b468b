/// The version of the compiler, which is also the version of the runtime it generates code for
/// (``RouteCompiler/version``); generated files name it in their header.
enum CompilerVersion {
    /// `0.3.0`.
    static let current = "0.3.0"
}
