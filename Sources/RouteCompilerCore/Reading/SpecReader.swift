/// Reads a parsed `routes.json` into a ``RouteSpec``, checking every rule of the format
/// (`Docs/Specification.md` §3), and reports every problem it finds in one run, each at the key,
/// the value or the character inside a string that it is about.
///
/// Messages start in lower case, have no trailing period, quote the offending text in single
/// quotes and say how to fix it; they are returned in file order. The reader keeps going after an
/// error wherever the rest can still be checked, does not report an error that only follows from
/// one already reported, and takes time linear in the size of the spec.
public enum SpecReader {
    /// Reads and validates a parsed routes.json. `spec` is nil when there is any error.
    ///
    /// - Returns: the spec, and every diagnostic in file order.
    public static func read(
        _ document: JSONValue
    )
        -> (spec: RouteSpec?, diagnostics: [Diagnostic])
    {
        let (spec, diagnostics) = readKeepingErrors(document)
        return (diagnostics.containsErrors ? nil : spec, diagnostics)
    }

    /// The spec as far as it could be read, even when there are errors (its invalid parts left
    /// out), with every diagnostic: what a composition needs to check its modules in the same run
    /// as the composing spec's own errors (Specification §12.1).
    static func readKeepingErrors(_ document: JSONValue) -> (spec: RouteSpec?, diagnostics: [Diagnostic]) {
        var log = DiagnosticLog()
        let spec = TopLevelReader.read(document, log: &log)
        return (spec, log.diagnostics.sortedByPosition())
    }
}
