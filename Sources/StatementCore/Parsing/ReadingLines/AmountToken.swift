/// An amount printed on a line: its magnitude, its own mark and where it sits.
public struct AmountToken: Sendable, Hashable {
    public var magnitude: Int64
    public var x0: Double
    public var x1: Double
    // The word range as its first word and a count (an amount spans a few words: its sign, mark
    // or symbol and the figure): 32 bytes a token, so a row's two fit a smaller allocation.
    private var firstWord: Int32
    private var wordCount: UInt16
    public var mark: AmountMark

    init(magnitude: Int64, mark: AmountMark, x0: Double, x1: Double, words: Range<Int>) {
        self.magnitude = magnitude
        self.x0 = x0
        self.x1 = x1
        firstWord = 0
        wordCount = 0
        self.mark = mark
        self.words = words
    }

    /// The words it was read from.
    public var words: Range<Int> {
        get { Int(firstWord)..<(Int(firstWord) + Int(wordCount)) }
        set {
            firstWord = Int32(clamping: newValue.lowerBound)
            wordCount = UInt16(clamping: newValue.upperBound - Int(firstWord))
        }
    }
}
