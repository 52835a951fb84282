/// An amount printed on a line: its magnitude, its own mark and where it sits.
public struct AmountToken: Sendable, Hashable {
    public var magnitude: Int64
    public var x0: Double
    public var x1: Double
    // The word range in 32 bits a bound: every amount of every line is held while a statement is
    // parsed, and 40 bytes a token instead of 48 is a sixth less of them.
    private var firstWord: Int32
    private var endWord: Int32
    public var mark: AmountMark

    init(magnitude: Int64, mark: AmountMark, x0: Double, x1: Double, words: Range<Int>) {
        self.magnitude = magnitude
        self.x0 = x0
        self.x1 = x1
        firstWord = Int32(clamping: words.lowerBound)
        endWord = Int32(clamping: words.upperBound)
        self.mark = mark
    }

    /// The words it was read from.
    public var words: Range<Int> {
        get { Int(firstWord)..<Int(endWord) }
        set {
            firstWord = Int32(clamping: newValue.lowerBound)
            endWord = Int32(clamping: newValue.upperBound)
        }
    }
}
