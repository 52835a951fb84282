/// A line's words, held in one allocation at about half the bytes of `[TextWord]` (56 bytes a
/// word): every word of a long statement is held until its rows are made, so this is most of a
/// parse's memory. Nothing is rounded: each word keeps its text and x range, and the vertical
/// extent and font size are kept once for the line when its words share them (a line in one font
/// nearly always does), else once a word.
/// Sendable by hand: the storage is written once when made and only read after.
public struct LineWords: RandomAccessCollection, Hashable, @unchecked Sendable {
    // Not optional, even for a line without words (which the line builder never makes): an
    // optional had to be unwrapped, and its reference retained and released, on every word read.
    private let storage: Storage

    /// Every word is stored `placed`: a line built from a broken PDF or by hand never hands the
    /// parser a box a range cannot be built from.
    public init(_ words: [TextWord]) {
        storage = Storage.make(words.allSatisfy(\.isPlaced) ? words : words.map(\.placed))
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int {
        @inline(__always) get { storage.count }
    }

    // Inlined so a caller that reads only a word's text or x range loads only those.
    @inline(__always)
    public subscript(position: Int) -> TextWord {
        guard position >= 0, position < storage.count else {
            preconditionFailure("word index \(position) out of range")
        }
        return storage.word(at: position)
    }

    public static func == (left: LineWords, right: LineWords) -> Bool {
        left.storage === right.storage || left.elementsEqual(right)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(count)
        for word in self { hasher.combine(word) }
    }

    /// The top, bottom and font size of a word, or of every word of the line.
    struct Vertical: Equatable {
        var y0: Double
        var y1: Double
        var fontSize: Double
    }

    /// What each word has of its own.
    struct Horizontal {
        var text: String
        var x0: Double
        var x1: Double
    }

    struct Header {
        var count: Int
        var shared: Vertical
        /// nil when every word has `shared`.
        var each: [Vertical]?
    }

    final class Storage: ManagedBuffer<Header, Horizontal> {
        static func make(_ words: [TextWord]) -> Storage {
            let shared =
                words.first.map { Vertical(y0: $0.y0, y1: $0.y1, fontSize: $0.fontSize) }
                ?? Vertical(y0: 0, y1: 0, fontSize: 0)
            let uniform = words.allSatisfy { $0.y0 == shared.y0 && $0.y1 == shared.y1 && $0.fontSize == shared.fontSize }
            let each = uniform ? nil : words.map { Vertical(y0: $0.y0, y1: $0.y1, fontSize: $0.fontSize) }
            let made = Storage.create(minimumCapacity: words.count) { _ in
                Header(count: words.count, shared: shared, each: each)
            }
            made.withUnsafeMutablePointerToElements { elements in
                for (index, word) in words.enumerated() {
                    (elements + index).initialize(to: Horizontal(text: word.text, x0: word.x0, x1: word.x1))
                }
            }
            return unsafeDowncast(made, to: Storage.self)
        }

        /// Through the pointer, not `header`: the property's every read is checked for exclusive
        /// access at run time, which cost more than the word itself.
        var count: Int {
            @inline(__always) get { withUnsafeMutablePointerToHeader { $0.pointee.count } }
        }

        @inline(__always)
        func word(at index: Int) -> TextWord {
            withUnsafeMutablePointers { header, elements in
                let horizontal = elements[index]
                let vertical = header.pointee.each?[index] ?? header.pointee.shared
                return TextWord(
                    text: horizontal.text, x0: horizontal.x0, y0: vertical.y0, x1: horizontal.x1,
                    y1: vertical.y1, fontSize: vertical.fontSize)
            }
        }

        deinit {
            _ = withUnsafeMutablePointers { header, elements in elements.deinitialize(count: header.pointee.count) }
        }
    }
}

extension LineWords: ExpressibleByArrayLiteral {
    public init(arrayLiteral words: TextWord...) {
        self.init(words)
    }
}
