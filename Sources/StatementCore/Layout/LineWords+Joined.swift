extension LineWords {
    /// The words of `range` joined by single spaces. Asked of every row (its raw text, its
    /// description), so the bytes are copied into a string of the right size, without an array
    /// of the words' strings or appends.
    public func joined(_ range: Range<Int>) -> String {
        guard range.count > 1 else { return range.isEmpty ? "" : self[range.lowerBound].text }
        let count = self[range].reduce(range.count - 1) { $0 + $1.text.utf8.count }
        return String(unsafeUninitializedCapacity: count) { buffer in
            var end = 0
            for index in range {
                if index > range.lowerBound {
                    buffer[end] = 0x20
                    end += 1
                }
                var word = self[index].text
                end = word.withUTF8 { bytes in
                    UnsafeMutableBufferPointer(rebasing: buffer[end...]).initialize(fromContentsOf: bytes) + end
                }
            }
            return end
        }
    }
}
