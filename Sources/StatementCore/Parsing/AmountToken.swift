/// An amount printed on a line: its magnitude, its own mark and where it sits.
public struct AmountToken: Sendable, Hashable {
    public var magnitude: Int64
    public var mark: AmountMark
    public var x0: Double
    public var x1: Double
    /// The words it was read from.
    public var words: Range<Int>
}
