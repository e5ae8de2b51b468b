/// Composes a spec with the specs of its `"modules"` (Specification §12) into one table: the
/// composing spec's own routes, then each module's, in the order of `"modules"`, each module route
/// named `catalog.product` (``Route/module``) and keeping its own spec's schemes and hosts. The
/// result is an ordinary ``RouteSpec``, so every check and emitter works on it as on one spec;
/// the Swift emitter writes module routes as the module enum's cases.
public enum SpecComposition {
    /// The composed spec, or `nil` when a module could not be read or composed; the modules'
    /// diagnostics, positioned in their own files, and the composition's.
    public static func compose(
        _ spec: RouteSpec, loader: ModuleSpecLoader?
    ) -> (
        spec: RouteSpec?, diagnostics: [Diagnostic]
    ) {
        var log = DiagnosticLog()
        var modules: [(entry: ModuleEntry, spec: RouteSpec)] = []
        for entry in spec.modules {
            guard let loaded = read(entry, loader: loader, log: &log) else { continue }
            modules.append(loaded)
        }
        // The modules that were read are composed even when others were not, so that one run reports
        // every problem of the composition.
        var composer = Composer(spec: spec)
        for (entry, module) in modules {
            composer.add(module, as: entry, log: &log)
        }
        composer.checkExcludes(log: &log)
        let composed = composer.finish(log: &log)
        return (log.errorCount == 0 ? composed : nil, log.diagnostics)
    }

    /// The module's spec, read and checked as its own target reads it, with the entry filled in.
    private static func read(
        _ entry: ModuleEntry, loader: ModuleSpecLoader?, log: inout DiagnosticLog
    ) -> (
        entry: ModuleEntry, spec: RouteSpec
    )? {
        let module = "module \(Quote.single(entry.moduleName))"
        guard let loader else {
            log.error(
                "\(module) cannot be read here: this spec composes modules, so compile it where the modules'"
                    + " specs can be found (the plugin, or route-compiler with the composing spec's path)",
                at: entry.position)
            return nil
        }
        let file = loader(entry)
        guard let bytes = file.bytes else {
            let remedy =
                file.remedy
                ?? "give its path with \"spec\" in the entry, relative to this file, or with --module \(entry.moduleName)=PATH"
            log.error(
                "cannot read the spec of \(module) at '\(file.path)': \(file.problem ?? "unreadable"); \(remedy)",
                at: entry.position)
            return nil
        }
        let document: JSONValue
        switch JSONReader.parse(bytes, file: file.path) {
        case .success(let value): document = value
        case .failure(let error):
            log.append(contentsOf: [.error(error.message, at: error.position)])
            return nil
        }
        let (read, diagnostics) = SpecReader.read(document)
        log.append(contentsOf: diagnostics)
        guard let read else { return nil }
        var problems = false
        if read.access != .public {
            log.error(
                "the spec of \(module) ('\(file.path)') has access '\(read.access.rawValue)', but its enum is"
                    + " the payload of case '\(entry.caseName)(\(entry.moduleName).\(read.enumName))' in another"
                    + " module, which must see its cases; add \"access\": \"public\" to '\(file.path)'",
                at: entry.position)
            problems = true
        }
        if read.isComposition {
            log.error(
                "the spec of \(module) ('\(file.path)') has \"modules\" of its own; composition is one level"
                    + " deep: list its modules in this spec instead",
                at: entry.position)
            problems = true
        }
        guard !problems else { return nil }
        var entry = entry
        entry.enumName = read.enumName
        return (entry, read)
    }
}

extension SourcePosition {
    /// Where the position is, for a message about another file of a composition:
    /// `Sources/Catalog/routes.json:3:5`, or `3:5 of the composing spec`.
    var inComposition: String {
        file.map { "\($0):\(line):\(column)" } ?? "\(line):\(column) of the composing spec"
    }
}
