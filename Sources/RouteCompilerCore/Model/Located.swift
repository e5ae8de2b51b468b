/// A value with the position it was read from.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value.
    public var value: Value
    /// Where it was written.
    public var position: SourcePosition

    /// Creates a located value.
    public init(_ value: Value, at position: SourcePosition) {
        self.value = value
        self.position = position
    }
}
