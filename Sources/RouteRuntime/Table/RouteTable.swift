/// A route table: what the generated enum matches URLs against and builds URLs from.
///
/// The generated code makes one from what `route-compiler` wrote into it (``_TableFormat``)
/// whenever it matches or builds: a function that finds a record's body by its key (the
/// generated `switch`es over the keys, each body a `StaticString`), the generated walk of the
/// trie's paths (Specification §6.11) and the origins' text. It only
/// holds where they are, so making it costs nothing, and nothing is parsed, built or allocated
/// from them before or during a match (Specification §6.10). App types (`{"swift": T}`) are read
/// by the generated code's `appValue` function, given the type's key and a decoded text.
///
/// The table holds pointers and numbers only, so copying it, as every match and every build
/// does, copies a few words and retains nothing.
@_spi(Generated) public struct _RouteTable: @unchecked Sendable {
    /// Finds the body of a record by its key: the trie, the routes, the named enums.
    @usableFromInline let records: _RecordLookup
    /// What `records` is given first.
    @usableFromInline let recordContext: UnsafeRawPointer?
    /// The body of the routes' root node (key ``_RouteKey/root``), where a walk of the records
    /// starts (a table without ``paths``): given apart, so that it asks `records` for nothing
    /// before its first segment.
    @usableFromInline let root: UnsafePointer<UInt8>?
    /// The schemes and hosts of the compiled environment.
    @usableFromInline let origins: Origins
    /// The most values a pattern reads from the path.
    @usableFromInline let maximumCaptures: Int
    /// The most parameters a route's case has.
    @usableFromInline let maximumLabels: Int
    /// Whether some edge is a mixed segment (whose matching needs a decoding area).
    @usableFromInline let hasMixedSegments: Bool
    /// Whether the records hold excluded paths.
    @usableFromInline let hasExcludes: Bool
    /// The generated walk of the routes' trie from its root (Specification §6.11), or `nil` to walk
    /// the records from ``root``.
    @usableFromInline let paths: _PathWalk?
    /// Whether a decoded text is a value of the app type with a key, and what it is given first.
    @usableFromInline let appValue: _AppValueCheck?
    @usableFromInline let appContext: UnsafeRawPointer?

    /// A table over the records and origins of the generated file.
    ///
    /// - Parameters:
    ///   - records: the body of the record with a key (its kind byte first), or `nil`; it is
    ///     given `nil` first.
    ///   - root: the body of the routes' root node, which `records` need not find.
    ///   - origins: the schemes and hosts of the environment the file is compiled for.
    ///   - captures: the most values any pattern reads from the path (each parameter of a mixed
    ///     segment one).
    ///   - labels: the most parameters any route's case has.
    ///   - mixedSegments: whether some pattern has a mixed segment.
    ///   - excludes: whether the spec excludes paths.
    ///   - paths: the generated walk of the trie from the root, which a match runs instead of
    ///     walking the records from `root`.
    ///   - appValue: whether a decoded text is a value of the app type with a key; `nil` when
    ///     the spec has no app types.
    @inlinable
    public init(
        records: _RecordLookup, root: StaticString, origins: StaticString, captures: Int, labels: Int,
        mixedSegments: Bool, excludes: Bool, paths: _PathWalk? = nil, appValue: _AppValueCheck? = nil
    ) {
        self.init(
            records: records, recordContext: nil, root: root.utf8Start,
            origins: UnsafeBufferPointer(start: origins.utf8Start, count: origins.utf8CodeUnitCount),
            captures: captures, labels: labels, mixedSegments: mixedSegments, excludes: excludes, paths: paths,
            appValue: appValue, appContext: nil)
    }

    /// A table whose records `records` finds given `recordContext` (the root too), over an
    /// origins text; the context, the records it finds and the text stay alive and unchanged as
    /// long as the table is used. `appValue` is given `appContext` first, which must stay alive as
    /// long too.
    public init(
        records: _RecordLookup, recordContext: UnsafeRawPointer?, origins: UnsafeBufferPointer<UInt8>, captures: Int,
        labels: Int, mixedSegments: Bool, excludes: Bool, appValue: _AppValueCheck? = nil,
        appContext: UnsafeRawPointer? = nil
    ) {
        self.init(
            records: records, recordContext: recordContext, root: records(recordContext, _RouteKey.root),
            origins: origins, captures: captures, labels: labels, mixedSegments: mixedSegments, excludes: excludes,
            paths: nil, appValue: appValue, appContext: appContext)
    }

    @inlinable
    init(
        records: _RecordLookup, recordContext: UnsafeRawPointer?, root: UnsafePointer<UInt8>?,
        origins: UnsafeBufferPointer<UInt8>, captures: Int, labels: Int, mixedSegments: Bool, excludes: Bool,
        paths: _PathWalk?, appValue: _AppValueCheck?, appContext: UnsafeRawPointer?
    ) {
        self.records = records
        self.recordContext = recordContext
        self.root = root
        self.origins = Origins(base: origins.baseAddress ?? Self.empty, count: origins.count)
        maximumCaptures = captures
        maximumLabels = labels
        hasMixedSegments = mixedSegments
        hasExcludes = excludes
        self.paths = paths
        self.appValue = appValue
        self.appContext = appContext
    }

    /// Where the origins of a table without origins' text point: one line feed.
    @inlinable
    static var empty: UnsafePointer<UInt8> {
        let bytes: StaticString = "\n"
        return bytes.utf8Start
    }

    /// The body of the record with `key` (from its kind byte on), or `nil`.
    @inline(__always)
    func record(_ key: UInt64) -> UnsafePointer<UInt8>? {
        records(recordContext, key)
    }

    /// The named types of the table, as the readers of values take them.
    var namedTypes: NamedTypes {
        NamedTypes(records: records, recordContext: recordContext, appValue: appValue, appContext: appContext)
    }

    /// Reads a default value written in the route record at `record` as `label`'s type into
    /// `slot`, which then points at the default's text in that record.
    func readDefault(
        _ value: RouteTextBytes, _ label: RouteRecord.Label, in record: UnsafePointer<UInt8>, folding: Bool,
        into slot: inout _RouteSlot
    )
        -> Bool
    {
        slot.flags = _RouteSlot.present | _RouteSlot.fromTable | (value.isEncoded ? _RouteSlot.encoded : 0)
        slot.start = Int32(value.bytes.baseAddress.map { $0 - record } ?? 0)
        slot.end = slot.start + Int32(value.bytes.count)
        return value.withDecoded { bytes in
            ValueReader.read(
                bytes, kind: label.kind, type: label.type, folding: folding, checkUTF8: false, types: namedTypes,
                into: &slot)
        } ?? false
    }
}

/// The body of the record with a key (its kind byte first, ``_TableFormat``), or `nil`: a C
/// function, so that a table holds no reference. Its first argument is the table's record
/// context (`nil` for the generated code's).
@_spi(Generated) public typealias _RecordLookup =
    @convention(c) (_ context: UnsafeRawPointer?, _ key: UInt64) -> UnsafePointer<UInt8>?

/// Whether a decoded text (its bytes and their count) is a value of the app type with a key: a C
/// function, so that a table holds no reference. Its first argument is the table's context.
@_spi(Generated) public typealias _AppValueCheck =
    @convention(c) (_ context: UnsafeRawPointer?, _ type: UInt64, _ text: UnsafePointer<UInt8>?, _ count: Int) -> Bool
