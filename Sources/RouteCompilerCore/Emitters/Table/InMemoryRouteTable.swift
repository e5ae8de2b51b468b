@_spi(Generated) import RouteRuntime

/// A route table made at run time from records compiled in memory, for tests and tools: what the
/// generated file's `switch`es over the keys do, done by a dictionary (Specification §6.10).
///
/// It owns the records' bodies and the origins' text, in one buffer; ``table`` reads them where
/// they lie and is valid as long as this object lives.
@_spi(Generated) public final class InMemoryRouteTable: @unchecked Sendable {
    /// The bodies of the records, then the origins' text.
    private let bytes: UnsafeMutableBufferPointer<UInt8>
    /// Where each record's body starts in `bytes`, by key.
    private let bodies: [UInt64: Int]
    private let originsStart: Int
    private let records: TableRecords
    private let appValue: _AppValueCheck?
    private let appContext: UnsafeRawPointer?

    /// A table of `records` and the origins `origins` (one a line,
    /// ``TableRecords/origins(of:environment:)``); `appValue` is given `appContext` first, which
    /// must stay alive as long as this object.
    public init(
        _ records: TableRecords, origins: [UInt8], appValue: _AppValueCheck? = nil,
        appContext: UnsafeRawPointer? = nil
    ) {
        var all: [UInt8] = []
        var bodies: [UInt64: Int] = [:]
        for record in records.records {
            bodies[record.key] = all.count
            all += record.body
        }
        originsStart = all.count
        all += origins
        bytes = .allocate(capacity: all.count)
        _ = bytes.initialize(from: all)
        self.bodies = bodies
        self.records = records
        self.appValue = appValue
        self.appContext = appContext
    }

    /// A table of `spec`'s records and the origins of its default environment.
    public convenience init(_ spec: RouteSpec, appValue: _AppValueCheck? = nil, appContext: UnsafeRawPointer? = nil) {
        self.init(
            TableRecords(spec, trie: RouteTrie(spec)), origins: TableRecords.originsText(spec), appValue: appValue,
            appContext: appContext)
    }

    deinit {
        bytes.deallocate()
    }

    /// The table over the records and origins; used only while this object lives.
    public var table: _RouteTable {
        _RouteTable(
            records: { context, key in
                let owner = Unmanaged<InMemoryRouteTable>.fromOpaque(context!).takeUnretainedValue()
                return owner.bodies[key].map { UnsafePointer(owner.bytes.baseAddress! + $0) }
            },
            recordContext: UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque()),
            origins: UnsafeBufferPointer(rebasing: bytes[originsStart...]), captures: records.maximumCaptures,
            labels: records.maximumLabels, mixedSegments: records.hasMixedSegments, excludes: records.hasExcludes,
            appValue: appValue, appContext: appContext)
    }
}
