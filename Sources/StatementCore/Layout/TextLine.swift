/// Words that share a baseline, left to right, with every word's x range kept for column work.
public struct TextLine: Hashable, Sendable {
    /// 1-based page number.
    public var page: Int {
        get { Int(storedPage) }
        set { storedPage = Int32(clamping: newValue) }
    }
    /// 1-based line number on its page, top to bottom.
    public var number: Int {
        get { Int(storedNumber) }
        set { storedNumber = Int32(clamping: newValue) }
    }
    public var words: [TextWord]

    // 32-bit: a long statement holds several copies of every line while it is parsed.
    private var storedPage: Int32
    private var storedNumber: Int32

    public init(page: Int, number: Int, words: [TextWord]) {
        storedPage = Int32(clamping: page)
        storedNumber = Int32(clamping: number)
        self.words = words
    }

    public var y0: Double { words.map(\.y0).min() ?? 0 }
    public var y1: Double { words.map(\.y1).max() ?? 0 }
    public var x0: Double { words.first?.x0 ?? 0 }
    public var x1: Double { words.last?.x1 ?? 0 }

    /// The words joined by single spaces. Made for every row's raw text: sized once and appended
    /// to, without an array of the words' strings first.
    public var text: String {
        guard words.count > 1 else { return words.first?.text ?? "" }
        var result = ""
        result.reserveCapacity(words.reduce(words.count - 1) { $0 + $1.text.utf8.count })
        for index in words.indices {
            if index > 0 { result += " " }
            result += words[index].text
        }
        return result
    }
}
