/// An account number as a statement prints it: "12345678", "DE99 1234 0000 0123 4567 89", "XXX-X-3456".
struct PrintedAccount: Hashable, Sendable {
    var number: String

    var digits: String { number.filter(\.isASCIIDigit) }
    /// What the statement and the ledger show: "…5678".
    var masked: String { Statement.mask(account: number) }

    /// Two printings name different accounts only when no reading makes them one: an IBAN holds
    /// the plain account number, a masked number shows only its end, and the ledger tells
    /// accounts apart by their last four characters anyway.
    func isSame(as other: PrintedAccount) -> Bool {
        let mine = digits, theirs = other.digits
        return masked == other.masked || mine.contains(theirs) || theirs.contains(mine)
    }
}
