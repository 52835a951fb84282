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
    private let transitions: Transitions
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

        // The trie, sparse: each state's edges as (class, child).
        var edges: [[(symbol: Int, child: Int)]] = [[]]
        var ownOutputs: [[Int32]] = [[]]
        for (index, needle) in needles.enumerated() where !needle.isEmpty {
            var state = 0
            for byte in needle {
                let symbol = Int(classes[Int(byte)])
                if let edge = edges[state].first(where: { $0.symbol == symbol }) {
                    state = edge.child
                } else {
                    edges.append([])
                    ownOutputs.append([])
                    edges[state].append((symbol, edges.count - 1))
                    state = edges.count - 1
                }
            }
            ownOutputs[state].append(Int32(index))
        }

        // In 16 bits a state when there are few enough: the shipped rules' table is megabytes,
        // held while a statement's rows are stored, and half of it is zeros of the high bytes.
        var outputs = ownOutputs
        if edges.count <= Int(UInt16.max) {
            transitions = .narrow(MultiPatternMatcher.table(UInt16.self, edges: edges, width: classCount, outputs: &outputs))
        } else {
            transitions = .wide(MultiPatternMatcher.table(Int32.self, edges: edges, width: classCount, outputs: &outputs))
        }
        var starts: [Int32] = [0]
        var flat: [Int32] = []
        for list in outputs {
            flat.append(contentsOf: list)
            starts.append(Int32(flat.count))
        }
        outputStart = starts
        outputNeedles = flat
    }

    enum Transitions: Sendable {
        case narrow([UInt16])
        case wide([Int32])
    }

    /// Breadth-first, so a state's failure state is complete before it: the state's row starts
    /// as a copy of its failure state's row (failure links folded in), then its own edges.
    /// Allocated once at its final size: growing it row by row cost more than the scan of a file.
    private static func table<State: FixedWidthInteger>(
        _: State.Type, edges: [[(symbol: Int, child: Int)]], width: Int,
        outputs: inout [[Int32]]
    ) -> [State] {
        let stateCount = edges.count
        var table = [State](repeating: 0, count: stateCount * width)
        var failure = [Int](repeating: 0, count: stateCount)
        var queue: [Int] = [0]
        queue.reserveCapacity(stateCount)
        var head = 0
        table.withUnsafeMutableBufferPointer { rows in
            while head < queue.count {
                let state = queue[head]
                head += 1
                if state != 0 {
                    let from = failure[state] * width, to = state * width
                    if let base = rows.baseAddress { (base + to).update(from: base + from, count: width) }
                    outputs[state].append(contentsOf: outputs[failure[state]])
                }
                for (symbol, child) in edges[state] {
                    failure[child] = state == 0 ? 0 : Int(rows[failure[state] * width + symbol])
                    rows[state * width + symbol] = State(child)
                    queue.append(child)
                }
            }
            // Class 0 (bytes in no needle) always leads back to the root.
            for state in 0..<stateCount { rows[state * width] = 0 }
        }
        return table
    }

    /// Calls `found` for every occurrence, in order of where it ends.
    @inlinable
    public func forEachHit(in text: UnsafeBufferPointer<UInt8>, _ found: (Hit) -> Void) {
        scan(text, found)
    }

    @usableFromInline
    func scan(_ text: UnsafeBufferPointer<UInt8>, _ found: (Hit) -> Void) {
        switch transitions {
        case .narrow(let table): scan(text, table: table, found)
        case .wide(let table): scan(text, table: table, found)
        }
    }

    private func scan<State: FixedWidthInteger>(_ text: UnsafeBufferPointer<UInt8>, table: [State], _ found: (Hit) -> Void) {
        var state = 0
        table.withUnsafeBufferPointer { table in
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
