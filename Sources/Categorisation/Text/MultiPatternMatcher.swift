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

        // The trie, sparse, in flat arrays (`Trie`): an array of edges for each state cost an
        // allocation and a release for each of the shipped rules' tens of thousands of states.
        var trie = Trie()
        // The state each needle ends at; -1 for an empty needle, which is never found.
        var needleEnds = [Int](repeating: -1, count: needles.count)
        for (index, needle) in needles.enumerated() where !needle.isEmpty {
            var state = 0
            for byte in needle {
                let symbol = Int(classes[Int(byte)])
                state = trie.child(of: state, on: symbol) ?? trie.addChild(of: state, on: symbol)
            }
            needleEnds[index] = state
        }

        // In 16 bits a state when there are few enough: the shipped rules' table is megabytes,
        // held while a statement's rows are stored, and half of it is zeros of the high bytes.
        var failure = [Int](repeating: 0, count: trie.stateCount)
        if trie.stateCount <= Int(UInt16.max) {
            transitions = .narrow(MultiPatternMatcher.table(UInt16.self, trie: trie, width: classCount, failure: &failure))
        } else {
            transitions = .wide(MultiPatternMatcher.table(Int32.self, trie: trie, width: classCount, failure: &failure))
        }
        // Each state's own needles in needle order, flattened (`ownStart[state]..<ownStart[state + 1]`).
        var ownStart = [Int](repeating: 0, count: trie.stateCount + 1)
        for end in needleEnds where end >= 0 { ownStart[end + 1] += 1 }
        for state in 0..<trie.stateCount { ownStart[state + 1] += ownStart[state] }
        var own = [Int32](repeating: 0, count: ownStart[trie.stateCount])
        var filled = ownStart
        for (index, end) in needleEnds.enumerated() where end >= 0 {
            own[filled[end]] = Int32(index)
            filled[end] += 1
        }
        // A state's needles are its own, then its failure state's, and so on to the root: the
        // needles ending at it and every one ending in a suffix of what it has read.
        var starts: [Int32] = [0]
        starts.reserveCapacity(trie.stateCount + 1)
        var flat: [Int32] = []
        for state in 0..<trie.stateCount {
            var suffix = state
            while true {
                flat.append(contentsOf: own[ownStart[suffix]..<ownStart[suffix + 1]])
                if suffix == 0 { break }
                suffix = failure[suffix]
            }
            starts.append(Int32(flat.count))
        }
        outputStart = starts
        outputNeedles = flat
    }

    enum Transitions: Sendable {
        case narrow([UInt16])
        case wide([Int32])
    }

    /// The needles' trie while the table is built: state 0 is the root, and each state's edges
    /// are kept in the order they were added (which the breadth-first walk follows).
    struct Trie {
        /// Per state: its first and last edge, -1 when it has none.
        private(set) var firstEdge: [Int] = [-1]
        private var lastEdge: [Int] = [-1]
        /// Per edge: its byte class, the state it leads to, and the next edge of the same state.
        private(set) var symbols: [Int] = []
        private(set) var children: [Int] = []
        private(set) var nextEdge: [Int] = []

        var stateCount: Int { firstEdge.count }

        func child(of state: Int, on symbol: Int) -> Int? {
            var edge = firstEdge[state]
            while edge >= 0 {
                if symbols[edge] == symbol { return children[edge] }
                edge = nextEdge[edge]
            }
            return nil
        }

        /// A new state, reached from `state` on `symbol`.
        mutating func addChild(of state: Int, on symbol: Int) -> Int {
            let child = firstEdge.count
            firstEdge.append(-1)
            lastEdge.append(-1)
            let edge = symbols.count
            symbols.append(symbol)
            children.append(child)
            nextEdge.append(-1)
            if lastEdge[state] >= 0 { nextEdge[lastEdge[state]] = edge } else { firstEdge[state] = edge }
            lastEdge[state] = edge
            return child
        }
    }

    /// Breadth-first, so a state's failure state is complete before it: the state's row starts
    /// as a copy of its failure state's row (failure links folded in), then its own edges.
    /// Each state's failure state is left in `failure`.
    /// Allocated once at its final size: growing it row by row cost more than the scan of a file.
    private static func table<State: FixedWidthInteger>(
        _: State.Type, trie: Trie, width: Int, failure: inout [Int]
    ) -> [State] {
        let stateCount = trie.stateCount
        var table = [State](repeating: 0, count: stateCount * width)
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
                }
                var edge = trie.firstEdge[state]
                while edge >= 0 {
                    let symbol = trie.symbols[edge], child = trie.children[edge]
                    failure[child] = state == 0 ? 0 : Int(rows[failure[state] * width + symbol])
                    rows[state * width + symbol] = State(child)
                    queue.append(child)
                    edge = trie.nextEdge[edge]
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
