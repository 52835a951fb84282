/// An `Int` kept in 32 bits, for the small numbers (page and line numbers, a date's parts) that
/// every line of a long statement carries while it is parsed: half the bytes, the same `Int` to use.
/// Values beyond 32 bits are clamped; none of those numbers comes near.
@propertyWrapper
public struct Int32Backed: Hashable, Sendable {
    private var stored: Int32

    public init(wrappedValue: Int) {
        stored = Int32(clamping: wrappedValue)
    }

    public var wrappedValue: Int {
        get { Int(stored) }
        set { stored = Int32(clamping: newValue) }
    }
}
