/// The compiler's front door: `routes.json` bytes in, diagnostics and Swift source out, in memory.
///
/// The pipeline runs in one direction: ``JSONReader`` → ``SpecReader`` (model and validation) →
/// ``SpecComposition`` (a composing spec's modules, one table) → ``RouteTrie`` (built once) → ``SpecAnalyzer`` (ambiguity, examples, reachability) →
/// ``SwiftEmitter``, the last two walking the same trie.
public enum RouteCompiler {
    /// The version of the compiler and of the runtime it generates code for.
    public static let version = CompilerVersion.current

    /// The outcome of checking or compiling a spec.
    public struct Output: Sendable {
        /// Every error, warning and note, in file order.
        public var diagnostics: [Diagnostic]
        /// The validated spec, when there were no errors.
        public var spec: RouteSpec?
        /// The generated Swift source, when compiling succeeded.
        public var swiftSource: String?

        /// Whether there is any error.
        public var hasErrors: Bool { diagnostics.containsErrors }
    }

    /// Reads, validates and analyses `routes.json`.
    ///
    /// - Parameter modules: finds the specs of the modules a composing spec names (Specification
    ///   §12); without it, a spec with `"modules"` is an error at each entry.
    public static func check(_ bytes: [UInt8], modules: ModuleSpecLoader? = nil) -> Output {
        checked(bytes, modules: modules).output
    }

    /// Reads, validates, analyses and emits Swift for `routes.json`.
    ///
    /// - Parameters:
    ///   - sourceName: the spec's file name, for the generated file's header.
    ///   - modules: finds the specs of the modules a composing spec names (Specification §12).
    public static func compile(
        _ bytes: [UInt8], sourceName: String = "routes.json", modules: ModuleSpecLoader? = nil
    ) -> Output {
        let checked = checked(bytes, modules: modules)
        var output = checked.output
        if let spec = output.spec, let trie = checked.trie {
            output.swiftSource = SwiftEmitter.emit(spec, trie: trie, sourceName: sourceName)
        }
        return output
    }

    /// Reads, validates and analyses `routes.json`: the outcome, and the trie of the spec when it
    /// was read without errors.
    private static func checked(_ bytes: [UInt8], modules: ModuleSpecLoader?) -> (output: Output, trie: RouteTrie?) {
        let document: JSONValue
        switch JSONReader.parse(bytes) {
        case .success(let value):
            document = value
        case .failure(let error):
            return (Output(diagnostics: [.error(error.message, at: error.position)], spec: nil), nil)
        }
        let (read, ownDiagnostics) = SpecReader.readKeepingErrors(document)
        guard var spec = read, !ownDiagnostics.containsErrors else {
            // The modules are still read, so that one run reports their problems too.
            var diagnostics = ownDiagnostics
            if let read, read.isComposition {
                diagnostics += SpecComposition.compose(read, loader: modules).diagnostics
            }
            return (Output(diagnostics: diagnostics.sortedByPosition(), spec: nil), nil)
        }
        var readDiagnostics = ownDiagnostics
        if spec.isComposition {
            let (composed, diagnostics) = SpecComposition.compose(spec, loader: modules)
            readDiagnostics += diagnostics
            guard let composed else {
                return (Output(diagnostics: readDiagnostics.sortedByPosition(), spec: nil), nil)
            }
            spec = composed
        }
        let trie = RouteTrie(spec)
        let diagnostics = (readDiagnostics + SpecAnalyzer.analyze(spec, trie: trie)).sortedByPosition()
        return (Output(diagnostics: diagnostics, spec: diagnostics.containsErrors ? nil : spec), trie)
    }
}
