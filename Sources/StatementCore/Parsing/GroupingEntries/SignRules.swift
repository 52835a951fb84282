/// Turns a printed amount into a signed one from the account holder's side: money out negative.
public struct SignRules: Sendable {
    public var kind: AccountKind
    /// On an account whose single amount column marks credits (CR) and leaves debits bare.
    public var unsignedIsDebit: Bool
    /// Sections (by heading; nil for rows under none) whose amounts a reading takes by the other
    /// convention: as printed where the kind says a card's bare purchases are money out, and a
    /// card's where it says as printed. A hypothesis the parser tries when the first reading
    /// leaves the rows unproven.
    public var otherConvention: Set<SectionHeadings.Heading?> = []

    public init(kind: AccountKind, unsignedIsDebit: Bool) {
        self.kind = kind
        self.unsignedIsDebit = unsignedIsDebit
    }

    public func amount(_ token: AmountToken, role: ColumnRole, section: SectionHeadings.Heading? = nil) -> Int64 {
        let negative: Bool
        switch role {
        // A bare amount under "Withdrawals" or "Payments and credits" takes its section's sign;
        // a printed mark still wins, as on a card whose payments print "-500.00".
        case .amount where token.mark == .none && section?.direction(kind: kind) != nil:
            negative = section?.direction(kind: kind) == .moneyOut
        case .debit:
            negative = token.mark != .credit
        case .credit:
            negative = token.mark == .minus || token.mark == .parentheses || token.mark == .debit
        case .balance:
            return balance(token)
        default:
            switch (cardConvention(section: section), token.mark) {
            // A card prints purchases bare; payments and refunds carry a mark of their own.
            case (true, .none), (true, .debit): negative = true
            case (true, _): negative = false
            case (_, .none): negative = unsignedIsDebit
            case (_, .credit): negative = false
            case (_, _): negative = true
            }
        }
        return negative ? -token.magnitude : token.magnitude
    }

    /// Whether a bare amount in `section` is a card's purchase (money out).
    public func cardConvention(section: SectionHeadings.Heading?) -> Bool {
        (kind == .card) != (!otherConvention.isEmpty && otherConvention.contains(section))
    }

    /// A balance: on a card a bare balance is owed (negative), one marked CR or minus is in credit.
    public func balance(_ token: AmountToken) -> Int64 {
        let negative: Bool
        switch (kind, token.mark) {
        case (.card, .none), (.card, .debit): negative = true
        case (.card, _): negative = false
        case (_, .minus), (_, .parentheses), (_, .debit): negative = true
        default: negative = false
        }
        return negative ? -token.magnitude : token.magnitude
    }

    /// Bare amounts are debits when the statement marks its credits and never prints a minus.
    public static func unsignedIsDebit(_ tokens: some Sequence<AmountToken>) -> Bool {
        var credits = 0, minus = 0
        for token in tokens {
            if token.mark == .credit { credits += 1 }
            if token.mark == .minus || token.mark == .parentheses { minus += 1 }
        }
        return credits > 0 && minus == 0
    }

    /// A card bill printed from the holder's side: most of its movements (the purchases) carry
    /// a minus and the few bare ones are payments. Both conventions add up, its balances
    /// printed negative when owed; the many purchases tell which it is.
    public static func marksItsPurchases(_ tokens: some Sequence<AmountToken>) -> Bool {
        var bare = 0, minus = 0
        for token in tokens {
            switch token.mark {
            case .none: bare += 1
            case .minus: minus += 1
            default: return false
            }
        }
        return minus >= 3 && minus > 4 * bare
    }
}
