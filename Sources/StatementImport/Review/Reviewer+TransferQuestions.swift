import Foundation
import LedgerStore
import StatementCore

/// Interactive `review --transfers`: the pairs the tool found and no person has looked at, then
/// the legs `check` flags (a partner missing, or two just as likely), each with the rows that
/// could be its partner. Answers go through the same ledger calls as `--confirm-pair`,
/// `--unpair` and `--pair`, so a person's word is stored alike whichever way it was given.
extension Reviewer {
    /// The questions still open, found pairs first (oldest first), then lone legs; rows in
    /// `asked` (answered or skipped this session) are left out.
    public func transferQuestions(skipping asked: Set<String> = []) throws(AppError) -> [TransferQuestion] {
        do {
            let rows = try ledger.transactions(TransactionFilter())
            let byID = Dictionary(rows.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            let accounts = StoredAccount.distinctLabels(try ledger.accounts())
            func review(_ row: StoredTransaction) -> ReviewRow { ReviewRow(transaction: row, account: accounts[row.accountID] ?? "unknown account") }

            let stored = try ledger.transferPairs()
            var questions: [TransferQuestion] = []
            for pair in stored where pair.status == .found {
                guard let outgoing = pair.outgoingID.flatMap({ byID[$0] }), let incoming = pair.incomingID.flatMap({ byID[$0] }),
                    !asked.contains(outgoing.id), !asked.contains(incoming.id)
                else { continue }
                questions.append(
                    TransferQuestion(kind: .foundPair(strength: pair.strength.words), leg: review(outgoing), partners: [review(incoming)]))
            }
            questions.sort { $0.leg.transaction.date < $1.leg.transaction.date }

            // A row in any transfer_pairs row (standing, or a person's "no") is nobody's suggested partner.
            let spoken = Set(stored.flatMap { [$0.outgoingID, $0.incomingID].compactMap { $0 } })
            let free = rows.filter { !spoken.contains($0.id) }
            let flags = try ledger.transferFlags()
            var lone: [(leg: String, reason: String, named: [String])] = flags.missing.map { ($0.leg.id, $0.description, []) }
            lone += flags.ambiguous.map { ($0.leg.id, $0.description, $0.candidateIDs) }
            for (id, reason, named) in lone.sorted(by: { (byID[$0.leg]?.date.iso ?? "", $0.leg) < (byID[$1.leg]?.date.iso ?? "", $1.leg) }) {
                guard let leg = byID[id], !asked.contains(id) else { continue }
                let nearest = Self.suggestedPartners(for: leg, among: free).map(\.id)
                let partners = (named + nearest.filter { !named.contains($0) }).prefix(TransferQuestion.suggestionLimit).compactMap { byID[$0] }
                questions.append(TransferQuestion(kind: .lone(reason: Self.reasonText(reason)), leg: review(leg), partners: partners.map(review)))
            }
            return questions
        } catch {
            throw LedgerFailure.appError(error, path: ledger.path, doing: "read")
        }
    }

    /// Rows of another account moving the same amount of the same currency the other way, within
    /// `TransferQuestion.suggestionWindowDays`, nearest in days first.
    static func suggestedPartners(for leg: StoredTransaction, among rows: [StoredTransaction]) -> [StoredTransaction] {
        guard leg.amount.minorUnits != Int64.min else { return [] }
        let window = TransferQuestion.suggestionWindowDays
        let candidates = rows.filter {
            $0.accountID != leg.accountID && $0.amount.currency == leg.amount.currency && $0.amount.minorUnits == -leg.amount.minorUnits
                && abs(leg.date.days(until: $0.date)) <= window
        }
        return candidates.sorted {
            let left = abs(leg.date.days(until: $0.date)), right = abs(leg.date.days(until: $1.date))
            return left != right ? left < right : $0.id < $1.id
        }
    }

    /// The flag as a reason: the leading "transaction ID: " is shown beside the row already, and
    /// the advice to run `--pair` is what this question does.
    static func reasonText(_ flag: String) -> String {
        var text = flag
        if text.hasPrefix("transaction "), let colon = text.firstIndex(of: ":") {
            text = String(text[text.index(after: colon)...]).trimmingCharacters(in: .whitespaces)
        }
        if let advice = text.range(of: ": `statement-import review --pair") { text = String(text[..<advice.lowerBound]) }
        return text
    }

    /// Applies an answer; returns the line that says what the ledger now holds, nil for skip and quit.
    public func apply(_ answer: TransferAnswer, to question: TransferQuestion) throws(AppError) -> String? {
        let leg = ReviewRow.shortID(question.leg.id)
        switch answer {
        case .confirm:
            let pair = try confirmTransferPair(question.leg.id)
            return
                "  → \(ReviewRow.shortID(pair.outgoingID ?? question.leg.id)) → \(ReviewRow.shortID(pair.incomingID ?? question.leg.id)): transfer pair confirmed"
        case .unpair:
            _ = try unpairTransfer(question.leg.id)
            return "  → \(leg): no longer paired; never paired again by the tool"
        case .notATransfer:
            _ = try unpairTransfer(question.leg.id)
            return "  → \(leg): no transfer; never paired or flagged by the tool"
        case .pair(let partner):
            let note = try pairTransfer(question.leg.id, partner)
            return "  → \(leg) and \(ReviewRow.shortID(partner)): one transfer (paired by you)" + (note.map { "\n  note: \($0)" } ?? "")
        case .pairPrefix(let prefix):
            return try apply(.pair(try resolveID(prefix)), to: question)
        case .skip, .quit, .askAgain: return nil
        }
    }
}
