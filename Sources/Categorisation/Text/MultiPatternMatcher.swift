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
    /// Full rows of the automaton for the shallowest states (`transitions[state * classCount + class]`,
    /// failure links folded in), states numbered breadth first. A scan spends nearly every byte in
    /// them; a row for each of the shipped rules' 45,000 states took 10.8 MB, held while a
    /// statement's rows are stored, for states a scan seldom reaches.
    private let transitions: Transitions
    private let denseStates: Int
    /// Every state's own edges (`edgeStart[state]..<edgeStart[state + 1]`, their classes and
    /// targets) and its failure state: a deeper state's move is its edge, or its failure state's move.
    private let edgeStart: [Int32]
    private let edgeClass: [UInt16]
    private let edgeTarget: [Int32]
    private let failure: [Int32]
    /// Needles ending at each state (its own and those of its suffix states), flattened.
    private let outputStart: [Int32]
    private let outputNeedles: [Int32]
    private let needleLengths: [Int]

    /// The number of states given a full row when there are more: 4,096 rows of the shipped rules'
    /// 119 byte classes take 1 MB.
    static let denseStateLimit = 4_096

    public init(needles: [[UInt8]]) {
        self.init(needles: needles, denseStateLimit: Self.denseStateLimit)
    }

    init(needles: [[UInt8]], denseStateLimit: Int) {
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
        let stateCount = trie.stateCount
        let edges = trie.breadthFirst()
        needleEnds = needleEnds.map { $0 < 0 ? -1 : edges.renumbered[$0] }
        edgeStart = edges.start
        edgeClass = edges.classes
        edgeTarget = edges.targets
        denseStates = min(stateCount, max(1, denseStateLimit))

        // In 16 bits a state when there are few enough: half of a wider table is zeros of the high bytes.
        var failure = [Int32](repeating: 0, count: stateCount)
        if stateCount <= Int(UInt16.max) {
            transitions = .narrow(
                MultiPatternMatcher.table(UInt16.self, edges: edges, width: classCount, dense: denseStates, failure: &failure))
        } else {
            transitions = .wide(
                MultiPatternMatcher.table(Int32.self, edges: edges, width: classCount, dense: denseStates, failure: &failure))
        }
        self.failure = failure
        // Each state's own needles in needle order, flattened (`ownStart[state]..<ownStart[state + 1]`).
        var ownStart = [Int](repeating: 0, count: stateCount + 1)
        for end in needleEnds where end >= 0 { ownStart[end + 1] += 1 }
        for state in 0..<stateCount { ownStart[state + 1] += ownStart[state] }
        var own = [Int32](repeating: 0, count: ownStart[stateCount])
        var filled = ownStart
        for (index, end) in needleEnds.enumerated() where end >= 0 {
            own[filled[end]] = Int32(index)
            filled[end] += 1
        }
        // A state's needles are its own, then its failure state's, and so on to the root: the
        // needles ending at it and every one ending in a suffix of what it has read.
        var starts: [Int32] = [0]
        starts.reserveCapacity(stateCount + 1)
        var flat: [Int32] = []
        for state in 0..<stateCount {
            var suffix = state
            while true {
                flat.append(contentsOf: own[ownStart[suffix]..<ownStart[suffix + 1]])
                if suffix == 0 { break }
                suffix = Int(failure[suffix])
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

    /// The trie's edges with its states numbered breadth first (so the shallowest come first, and
    /// a state's failure state, which is shallower, comes before it), grouped by state.
    struct Edges {
        var start: [Int32]
        var classes: [UInt16]
        var targets: [Int32]
        /// The new number of each state of the trie.
        var renumbered: [Int]
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

        /// Its edges with the states numbered breadth first (`Edges`).
        func breadthFirst() -> Edges {
            var order = [0]
            order.reserveCapacity(stateCount)
            var head = 0
            while head < order.count {
                var edge = firstEdge[order[head]]
                head += 1
                while edge >= 0 {
                    order.append(children[edge])
                    edge = nextEdge[edge]
                }
            }
            var renumbered = [Int](repeating: 0, count: stateCount)
            for (new, old) in order.enumerated() { renumbered[old] = new }
            var edges = Edges(start: [0], classes: [], targets: [], renumbered: renumbered)
            edges.start.reserveCapacity(stateCount + 1)
            edges.classes.reserveCapacity(symbols.count)
            edges.targets.reserveCapacity(symbols.count)
            for old in order {
                var edge = firstEdge[old]
                while edge >= 0 {
                    edges.classes.append(UInt16(symbols[edge]))
                    edges.targets.append(Int32(renumbered[children[edge]]))
                    edge = nextEdge[edge]
                }
                edges.start.append(Int32(edges.classes.count))
            }
            return edges
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

    /// Breadth-first, so a state's failure state is complete before it: a dense state's row
    /// starts as a copy of its failure state's row (failure links folded in), then its own edges.
    /// Each state's failure state is left in `failure`.
    /// Allocated once at its final size: growing it row by row cost more than the scan of a file.
    private static func table<State: FixedWidthInteger>(
        _: State.Type, edges: Edges, width: Int, dense: Int, failure: inout [Int32]
    ) -> [State] {
        var table = [State](repeating: 0, count: dense * width)
        table.withUnsafeMutableBufferPointer { rows in
            // Where `state` goes on `symbol`, for a state whose failure chain is complete.
            func move(_ state: Int, _ symbol: Int) -> Int {
                var state = state
                while state >= dense {
                    for edge in Int(edges.start[state])..<Int(edges.start[state + 1]) where Int(edges.classes[edge]) == symbol {
                        return Int(edges.targets[edge])
                    }
                    state = Int(failure[state])
                }
                return Int(rows[state * width + symbol])
            }
            for state in 0..<failure.count {
                if state != 0, state < dense {
                    let from = Int(failure[state]) * width, to = state * width
                    if let base = rows.baseAddress { (base + to).update(from: base + from, count: width) }
                }
                for edge in Int(edges.start[state])..<Int(edges.start[state + 1]) {
                    let symbol = Int(edges.classes[edge]), child = Int(edges.targets[edge])
                    failure[child] = state == 0 ? 0 : Int32(move(Int(failure[state]), symbol))
                    if state < dense { rows[state * width + symbol] = State(child) }
                }
            }
            // Class 0 (bytes in no needle) always leads back to the root.
            for state in 0..<dense { rows[state * width] = 0 }
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
        let dense = denseStates, width = classCount
        table.withUnsafeBufferPointer { table in
            byteClass.withUnsafeBufferPointer { classes in
                edgeStart.withUnsafeBufferPointer { edgeStart in
                    edgeClass.withUnsafeBufferPointer { edgeClass in
                        edgeTarget.withUnsafeBufferPointer { edgeTarget in
                            failure.withUnsafeBufferPointer { failure in
                                for position in 0..<text.count {
                                    let symbol = Int(classes[Int(text[position])])
                                    // A deeper state: its own edge, else its failure state's move.
                                    var from = symbol == 0 ? 0 : state
                                    state = -1
                                    deeper: while from >= dense {
                                        var edge = Int(edgeStart[from])
                                        let end = Int(edgeStart[from &+ 1])
                                        while edge < end {
                                            if Int(edgeClass[edge]) == symbol {
                                                state = Int(edgeTarget[edge])
                                                break deeper
                                            }
                                            edge &+= 1
                                        }
                                        from = Int(failure[from])
                                    }
                                    if state < 0 { state = Int(table[from &* width &+ symbol]) }
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
