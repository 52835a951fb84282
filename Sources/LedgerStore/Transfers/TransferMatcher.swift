import StatementCore

/// Finds the transfers between a person's own accounts among ledger rows. Pure: rows in, pairs
/// out. Two legs pair when they move the same amount of one currency in opposite directions,
/// in two accounts of the ledger, within a few days; a description naming the other account (or its holder), or
/// a card's bill paid from a current account, makes a pair stronger. A leg with several partners
/// goes to the strongest, then the nearest in days; when two are just as strong and near, none
/// is chosen and the leg is left for a person.
public struct TransferMatcher: Sendable {
    public var accounts: [TransferAccount]
    /// How many days apart a pair with more than its amount to go on may be booked: a transfer
    /// between two banks, or a card's bill, can take a working week and a weekend.
    public var namedWindowDays = 7
    /// How many days apart two legs with only their amount in common may be.
    public var amountWindowDays = 3
    /// A leg with more candidates than this (a round amount moved again and again) is not
    /// weighed one by one: it is left for a person, and the work stays bounded.
    public var candidateLimit = 16

    public init(accounts: [TransferAccount]) {
        self.accounts = accounts
    }

    /// One account moves no money to another of its own: nothing to weigh (a first import).
    public var canPair: Bool { Set(accounts.map(\.id)).count >= 2 }

    struct Edge {
        var outgoing: Int
        var incoming: Int
        var strength: TransferStrength
        var days: Int
    }

    /// What a leg's description names is worked out once for each description and account.
    private struct MentionKey: Hashable {
        var description: String
        var own: Int64
    }

    public func match(_ legs: [TransferLeg]) -> TransferMatch {
        guard canPair else { return TransferMatch() }
        let byID = Dictionary(accounts.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        // A ledger's rows print the same descriptions again and again (every month's rent, every
        // coffee), and what a description names depends only on it and on its own account: each
        // is read once, not once a row, as matching runs over every account's rows after an import.
        var mentions: [MentionKey: (named: [Int64], clues: [Int64])] = [:]
        var named: [[Int64]] = []
        var clues: [[Int64]] = []
        named.reserveCapacity(legs.count)
        clues.reserveCapacity(legs.count)
        for leg in legs {
            let key = MentionKey(description: leg.description, own: leg.accountID)
            if let known = mentions[key] {
                named.append(known.named)
                clues.append(known.clues)
                continue
            }
            let names = AccountMention.named(in: leg.description, among: accounts, own: leg.accountID)
            // The holder's name is a clue for pairing only: a lone leg naming a holder of several of
            // the person's accounts says nothing of where its partner should be.
            let found = (names, names + AccountMention.holdersNamed(in: leg.description, among: accounts, own: leg.accountID))
            mentions[key] = found
            named.append(found.0)
            clues.append(found.1)
        }
        var (edges, crowded) = candidates(legs, named: clues, accounts: byID)
        edges.sort { left, right in
            if left.strength != right.strength { return left.strength.rank > right.strength.rank }
            if left.days != right.days { return left.days < right.days }
            return (legs[left.outgoing].id, legs[left.incoming].id) < (legs[right.outgoing].id, legs[right.incoming].id)
        }
        var result = TransferMatch()
        var taken = crowded
        var ambiguous: [Int: Set<Int>] = [:]
        var start = 0
        while start < edges.count {
            var end = start
            while end < edges.count, edges[end].strength == edges[start].strength, edges[end].days == edges[start].days { end += 1 }
            let live = edges[start..<end].filter { !taken.contains($0.outgoing) && !taken.contains($0.incoming) }
            for component in Self.components(live) {
                if let pairs = Self.unambiguousPairs(component, legs: legs) {
                    for edge in pairs {
                        result.pairs.append(
                            TransferPair(
                                outgoingID: legs[edge.outgoing].id, incomingID: legs[edge.incoming].id,
                                strength: edge.strength, days: edge.days))
                        taken.insert(edge.outgoing)
                        taken.insert(edge.incoming)
                    }
                    continue
                }
                for edge in component {
                    ambiguous[edge.outgoing, default: []].insert(edge.incoming)
                    ambiguous[edge.incoming, default: []].insert(edge.outgoing)
                    taken.insert(edge.outgoing)
                    taken.insert(edge.incoming)
                }
            }
            start = end
        }
        for edge in edges where crowded.contains(edge.outgoing) { ambiguous[edge.outgoing, default: []].insert(edge.incoming) }
        result.ambiguous = ambiguous.keys.sorted().map { index in
            TransferMatch.Ambiguous(leg: legs[index], candidateIDs: (ambiguous[index] ?? []).map { legs[$0].id }.sorted())
        }
        var paysBill: [String: Bool] = [:]
        result.missing = legs.indices.filter { !taken.contains($0) }.compactMap { index in
            missingPartner(legs[index], named: named[index], accounts: byID, paysBill: &paysBill)
        }
        return result
    }

    /// Every pair of legs that could be one transfer, and the legs with too many to weigh.
    private func candidates(
        _ legs: [TransferLeg], named: [[Int64]], accounts: [Int64: TransferAccount]
    ) -> (edges: [Edge], crowded: Set<Int>) {
        var groups: [String: (outgoing: [Int], incoming: [Int])] = [:]
        for (index, leg) in legs.enumerated() where leg.amount.minorUnits != 0 && leg.amount.minorUnits != Int64.min {
            let key = leg.amount.currency.code + "\u{1F}" + String(leg.amount.minorUnits.magnitude)
            if leg.isOutgoing { groups[key, default: ([], [])].outgoing.append(index) } else { groups[key, default: ([], [])].incoming.append(index) }
        }
        let window = max(namedWindowDays, amountWindowDays)
        var edges: [Edge] = []
        var crowded: Set<Int> = []
        for group in groups.values where !group.outgoing.isEmpty && !group.incoming.isEmpty {
            let incoming = group.incoming.sorted { legs[$0].date < legs[$1].date }
            let dates = incoming.map { legs[$0].date }
            for outgoing in group.outgoing {
                let leg = legs[outgoing]
                var found: [Edge] = []
                var position = Self.firstIndex(in: dates, notBefore: leg.date.adding(days: -window))
                while position < incoming.count, dates[position] <= leg.date.adding(days: window) {
                    let other = incoming[position]
                    position += 1
                    guard legs[other].accountID != leg.accountID else { continue }
                    let strength = strength(leg, named[outgoing], legs[other], named[other], accounts: accounts)
                    let days = abs(leg.date.days(until: legs[other].date))
                    if days > (strength == .amount ? amountWindowDays : namedWindowDays) { continue }
                    found.append(Edge(outgoing: outgoing, incoming: other, strength: strength, days: days))
                }
                if found.count > candidateLimit {
                    crowded.insert(outgoing)
                    edges += found.prefix(candidateLimit)
                } else {
                    edges += found
                }
            }
        }
        return (edges, crowded)
    }

    func strength(
        _ outgoing: TransferLeg, _ outgoingNames: [Int64], _ incoming: TransferLeg, _ incomingNames: [Int64],
        accounts: [Int64: TransferAccount]
    ) -> TransferStrength {
        if outgoingNames.contains(incoming.accountID) || incomingNames.contains(outgoing.accountID) { return .named }
        if accounts[incoming.accountID]?.kind == .card, let payer = accounts[outgoing.accountID], payer.kind != .card,
            AccountMention.receivesCardPayment(incoming.description) || AccountMention.paysCardBill(outgoing.description)
        {
            return .cardBill
        }
        return .amount
    }

    /// The account a lone leg says its partner is in: the one other account its description
    /// names, or, for a current account's row paying a card's bill, the ledger's one card of that
    /// currency (at the same bank, when there are several).
    /// `paysBill`: what `AccountMention.paysCardBill` said of each description already asked.
    private func missingPartner(
        _ leg: TransferLeg, named: [Int64], accounts: [Int64: TransferAccount], paysBill: inout [String: Bool]
    ) -> MissingPartner? {
        guard let own = accounts[leg.accountID] else { return nil }
        let others = named.compactMap { accounts[$0] }.filter { $0.currency == leg.amount.currency }
        if others.count == 1 { return MissingPartner(leg: leg, account: own, otherAccount: others[0]) }
        guard others.isEmpty, leg.isOutgoing, own.kind != .card, paysCardBill(leg.description, known: &paysBill) else { return nil }
        let cards = self.accounts.filter { $0.kind == .card && $0.currency == leg.amount.currency }
        let sameBank = cards.filter { $0.institution == own.institution }
        guard let card = sameBank.count == 1 ? sameBank.first : (cards.count == 1 ? cards.first : nil) else { return nil }
        return MissingPartner(leg: leg, account: own, otherAccount: card)
    }

    /// Each description is folded and searched once, however many rows print it.
    private func paysCardBill(_ description: String, known: inout [String: Bool]) -> Bool {
        if let answer = known[description] { return answer }
        let answer = AccountMention.paysCardBill(description)
        known[description] = answer
        return answer
    }

    static func firstIndex(in dates: [LocalDate], notBefore date: LocalDate) -> Int {
        var low = 0, high = dates.count
        while low < high {
            let middle = (low + high) / 2
            if dates[middle] < date { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The edges joined through shared legs, each group in the order given.
    static func components(_ edges: [Edge]) -> [[Edge]] {
        var parent: [Int: Int] = [:]
        func root(_ leg: Int) -> Int {
            var node = leg
            while let next = parent[node], next != node { node = next }
            return node
        }
        for edge in edges {
            let left = root(edge.outgoing), right = root(edge.incoming)
            parent[left] = left
            if left != right { parent[right] = left }
        }
        var order: [Int] = []
        var grouped: [Int: [Edge]] = [:]
        for edge in edges {
            let key = root(edge.outgoing)
            if grouped[key] == nil { order.append(key) }
            grouped[key, default: []].append(edge)
        }
        return order.compactMap { grouped[$0] }
    }

    /// The pairs a group of equally strong, equally near candidates makes without a guess: a lone
    /// candidate; or legs nobody could tell apart (one account, one day, one description on each
    /// side), paired in order, since any pairing leaves the same figures. nil: a person decides.
    static func unambiguousPairs(_ component: [Edge], legs: [TransferLeg]) -> [Edge]? {
        if component.count == 1 { return component }
        let outgoing = Array(Set(component.map(\.outgoing))).sorted { legs[$0].id < legs[$1].id }
        let incoming = Array(Set(component.map(\.incoming))).sorted { legs[$0].id < legs[$1].id }
        guard alike(outgoing, legs), alike(incoming, legs) else { return nil }
        let strength = component[0].strength, days = component[0].days
        return zip(outgoing, incoming).map { Edge(outgoing: $0, incoming: $1, strength: strength, days: days) }
    }

    private static func alike(_ indexes: [Int], _ legs: [TransferLeg]) -> Bool {
        guard let first = indexes.first else { return true }
        let key = legs[first]
        return indexes.allSatisfy {
            legs[$0].accountID == key.accountID && legs[$0].date == key.date
                && DescriptionNormaliser.normalise(legs[$0].description) == DescriptionNormaliser.normalise(key.description)
        }
    }
}
