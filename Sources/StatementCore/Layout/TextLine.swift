/// Words that share a baseline, left to right, with every word's x range kept for column work.
public struct TextLine: Hashable, Sendable {
    /// 1-based page number.
    @Int32Backed public var page: Int
    /// 1-based line number on its page, top to bottom.
    @Int32Backed public var number: Int
    public var words: LineWords

    public init(page: Int, number: Int, words: [TextWord]) {
        self.init(page: page, number: number, words: LineWords(words))
    }

    public init(page: Int, number: Int, words: LineWords) {
        self.page = page
        self.number = number
        self.words = words
    }

    // Lazily: the parser asks for these on every line, and an array made for each ask is garbage.
    public var y0: Double { words.lazy.map(\.y0).min() ?? 0 }
    public var y1: Double { words.lazy.map(\.y1).max() ?? 0 }
    public var x0: Double { words.first?.x0 ?? 0 }
    public var x1: Double { words.last?.x1 ?? 0 }

    /// The words joined by single spaces (made for every row's raw text).
    public var text: String { words.joined(words.indices) }
}
