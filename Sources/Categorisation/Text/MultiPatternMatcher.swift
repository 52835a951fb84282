/// Aho–Corasick over bytes: finds every occurrence of every needle in one pass over the text,
/// so the cost per row does not grow with the number of rules.
public struct MultiPatternMatcher: Sendable {
    public struct Hit: Hashable, Sendable {
        public var needle: Int
        /// Byte offset where the needle starts in the text.
        public var start: Int
    }

    private let byteClass: [Int32]
    private let classCount: Int
    /// Full DFA: `transitions[state * classCount + class]`, failure links already folded in.
    private let transitions: [Int32]
    /// Needles ending at each state (its own and those of its suffix states), flattened.
    private let outputStart: [Int32]
    private let outputNeedles: [Int32]
    private let needleLengths: [Int]

    public init(needles: [[UInt8]]) {
        var classes = [Int32](repeating: 0, count: 256)
        var nextClass: Int32 = 1
        for needle in needles {
            for byte in needle where classes[Int(byte)] == 0 {
                classes[Int(byte)] = nextClass
                nextClass += 1
            }
        }
        byteClass = classes
        classCount = Int(nextClass)
        needleLengths = needles.map(\.count)

        // Trie; -1 = no edge yet.
        var table = [Int32](repeating: -1, count: classCount)
        var ownOutputs: [[Int32]] = [[]]
        for (index, needle) in needles.enumerated() where !needle.isEmpty {
            var state = 0
            for byte in needle {
                let slot = state * classCount + Int(classes[Int(byte)])
                if table[slot] < 0 {
                    table[slot] = Int32(ownOutputs.count)
                    ownOutputs.append([])
                    table.append(contentsOf: repeatElement(-1, count: classCount))
                }
                state = Int(table[slot])
            }
            ownOutputs[state].append(Int32(index))
        }

        // Breadth-first: failure links and the complete transition function.
        var failure = [Int](repeating: 0, count: ownOutputs.count)
        var outputs = ownOutputs
        var queue: [Int] = []
        for symbol in 0..<classCount {
            let next = Int(table[symbol])
            if next < 0 { table[symbol] = 0 } else { failure[next] = 0; queue.append(next) }
        }
        var head = 0
        while head < queue.count {
            let state = queue[head]
            head += 1
            outputs[state].append(contentsOf: outputs[failure[state]])
            for symbol in 0..<classCount {
                let slot = state * classCount + symbol
                let next = Int(table[slot])
                let fallback = table[failure[state] * classCount + symbol]
                if next < 0 {
                    table[slot] = fallback
                } else {
                    failure[next] = Int(fallback)
                    queue.append(next)
                }
            }
        }
        // Class 0 (bytes in no needle) always leads back to the root.
        for state in 0..<outputs.count { table[state * classCount] = 0 }
        transitions = table
        var starts: [Int32] = [0]
        var flat: [Int32] = []
        for list in outputs {
            flat.append(contentsOf: list)
            starts.append(Int32(flat.count))
        }
        outputStart = starts
        outputNeedles = flat
    }

    /// Calls `found` for every occurrence, in order of where it ends.
    @inlinable
    public func forEachHit(in text: UnsafeBufferPointer<UInt8>, _ found: (Hit) -> Void) {
        scan(text, found)
    }

    @usableFromInline
    func scan(_ text: UnsafeBufferPointer<UInt8>, _ found: (Hit) -> Void) {
        var state = 0
        transitions.withUnsafeBufferPointer { table in
            byteClass.withUnsafeBufferPointer { classes in
                for position in 0..<text.count {
                    state = Int(table[state * classCount + Int(classes[Int(text[position])])])
                    let first = Int(outputStart[state]), last = Int(outputStart[state + 1])
                    guard first < last else { continue }
                    for slot in first..<last {
                        let needle = Int(outputNeedles[slot])
                        found(Hit(needle: needle, start: position + 1 - needleLengths[needle]))
                    }
                }
            }
        }
    }

    public func hits(in text: [UInt8]) -> [Hit] {
        var result: [Hit] = []
        text.withUnsafeBufferPointer { buffer in forEachHit(in: buffer) { result.append($0) } }
        return result
    }
}
