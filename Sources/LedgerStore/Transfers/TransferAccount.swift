import StatementCore

/// An account of the ledger as the transfer matcher knows it: the last four characters of its
/// number and the name a person gave it are what a transfer's description may name it by.
public struct TransferAccount: Sendable, Hashable {
    public var id: Int64
    /// "…4417", or "unknown" when the statements print no number.
    public var maskedNumber: String
    public var institution: String
    public var currency: Currency
    public var kind: AccountKind
    public var name: String?
    /// The holder's name words as its statements print them ("ALEX", "MORGAN"), folded; empty when none is printed.
    public var holderWords: [String] = []

    public init(id: Int64, maskedNumber: String, institution: String, currency: Currency, kind: AccountKind, name: String? = nil) {
        self.id = id
        self.maskedNumber = maskedNumber
        self.institution = institution
        self.currency = currency
        self.kind = kind
        self.name = name
    }

    public init(_ account: StoredAccount) {
        self.init(
            id: account.id, maskedNumber: account.maskedNumber, institution: account.institution,
            currency: account.currency, kind: account.kind, name: account.name)
    }

    /// The last four digits of the number, when they are digits: what a description names it by.
    var lastFour: String? {
        let digits = String(maskedNumber.filter { $0.isLetter || $0.isNumber }.suffix(4))
        return digits.count == 4 && digits.allSatisfy(\.isASCIIDigit) ? digits : nil
    }

    /// How a flag names the account: "…4417", else its name, else its ledger id.
    var shortLabel: String {
        if let lastFour { return "…" + lastFour }
        return name ?? "account \(id)"
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
