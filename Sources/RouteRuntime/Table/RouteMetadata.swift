extension _RouteTable {
    /// The value of the metadata declaration `name` for the route with `key` (Specification
    /// §3.11, §6.6): the route record's value when it has one, else `defaultValue` (the
    /// declaration's default, which the generated accessor passes); `nil` when there is neither.
    public func metadata<Value: RouteParameter>(
        _ name: StaticString, of key: UInt64, default defaultValue: String?
    )
        -> Value?
    {
        guard let body = record(key) else { return defaultValue.flatMap(Value.init(routeParameter:)) }
        var cursor = RouteRecord(body).metadata
        let count = cursor.number()
        for _ in 0..<count {
            let declaration = cursor.text()
            let value = cursor.data()
            if declaration.count == name.utf8CodeUnitCount
                && (declaration.isEmpty
                    || ASCII.exactlyEqual(declaration.baseAddress!, name.utf8Start, count: declaration.count))
            {
                return Value(routeParameter: value.string)
            }
        }
        return defaultValue.flatMap(Value.init(routeParameter:))
    }
}
