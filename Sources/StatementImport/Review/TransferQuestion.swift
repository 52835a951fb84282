import Foundation
import LedgerStore

/// One transfer a person is asked about in `review --transfers`: a pair the tool found (confirm
/// or unpair it), or a lone leg (a partner it should have, or two just as likely) with the rows
/// that could be its partner, nearest first.
public struct TransferQuestion: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// A pair the tool found and no person has looked at; `partners` holds its other leg.
        case foundPair(strength: String)
        /// A leg with no partner, and why it is asked (the flag `check` lists).
        case lone(reason: String)
    }

    public var kind: Kind
    public var leg: ReviewRow
    public var partners: [ReviewRow]

    public init(kind: Kind, leg: ReviewRow, partners: [ReviewRow]) {
        self.kind = kind
        self.leg = leg
        self.partners = partners
    }

    /// The rows this question is about: once answered or skipped, none of them is asked again.
    public var rowIDs: [String] { [leg.id] + (isPair ? partners.map(\.id) : []) }

    public var isPair: Bool { if case .foundPair = kind { true } else { false } }

    /// What the person sees: the leg, then the pair's other leg or the numbered suggestions.
    public var lines: [String] {
        var lines: [String] = []
        switch kind {
        case .foundPair(let strength):
            lines.append("transfer pair found (\(strength)):")
            lines.append("  out  " + Self.line(isOut(leg) ? leg : partners.first ?? leg))
            if let other = partners.first { lines.append("  in   " + Self.line(isOut(leg) ? other : leg)) }
        case .lone(let reason):
            lines.append("transfer leg without a partner: \(reason)")
            lines.append("       " + Self.line(leg))
            if partners.isEmpty {
                lines.append("  no row of another account moves the same amount back within \(Self.suggestionWindowDays) days")
            } else {
                lines.append("  could pair with:")
                for (index, partner) in partners.enumerated() { lines.append("  \(index + 1)  " + Self.line(partner)) }
            }
        }
        return lines
    }

    /// The keys this question takes, in words, for its prompt.
    public var prompt: String {
        isPair
            ? "  pair (Enter or c confirm · x unpair · s skip · q quit): "
            : "  partner (\(partners.isEmpty ? "" : "1-\(partners.count) or ")an id pairs · x not a transfer · s skip · q quit): "
    }

    /// How far apart in days a suggested partner may be: a month covers a bill paid late.
    public static let suggestionWindowDays = 31
    /// How many suggestions a lone leg shows.
    public static let suggestionLimit = 5

    private func isOut(_ row: ReviewRow) -> Bool { row.transaction.amount.minorUnits < 0 }

    static func line(_ row: ReviewRow) -> String {
        let transaction = row.transaction
        return "\(ReviewRow.shortID(row.id))  \(transaction.date.iso)  \(row.account)  "
            + "\(transaction.amount.groupedString) \(transaction.amount.currency.code)  \(transaction.description)"
    }

    /// What an answer means for this question; ids are resolved by the caller.
    public func interpret(_ answer: String) -> TransferAnswer {
        let text = answer.trimmingCharacters(in: .whitespaces)
        switch text.lowercased() {
        case "q": return .quit
        case "s": return .skip
        case "x": return isPair ? .unpair : .notATransfer
        case "", "c":
            if isPair { return .confirm }
            return .askAgain(
                partners.isEmpty
                    ? "no partner to suggest: give a row's id (6 or more characters) to pair with, x if it is no transfer, or s to skip"
                    : "give the number of its partner (1-\(partners.count)), a row's id, x if it is no transfer, or s to skip")
        default: break
        }
        if !isPair, let number = Int(text) {
            guard partners.indices.contains(number - 1) else { return .askAgain("no suggestion \(number): 1-\(partners.count)") }
            return .pair(partners[number - 1].id)
        }
        if !isPair, text.count >= 6, text.allSatisfy({ $0.isHexDigit || $0 == "-" }) { return .pairPrefix(text) }
        return .askAgain(isPair ? "Enter or c confirms, x unpairs, s skips, q quits" : "a number, an id, x, s or q")
    }
}
