import Categorisation
import RemoteCategoriser
import StatementCore

/// The remote model's place in the chain: after rules and learned memory, asked only about the
/// rows they left below the threshold, once per run over the open rows of every statement so its
/// batches fill up. Its answers pass the same threshold as any other suggestion; a failing service
/// leaves rows for review and never fails the run.
public struct RemoteStep: Sendable {
    public let categoriser: RemoteCategoriser
    public let threshold: Double

    public init(categoriser: RemoteCategoriser, threshold: Double) {
        self.categoriser = categoriser
        self.threshold = threshold
    }

    /// nil when remote is off. A bad configuration or key file is an error here, before anything
    /// runs (78; 64 for contradictory key settings); the service itself is not contacted.
    /// `agreementMemory`: where the agreement earned is read before asking and kept after.
    public static func make(_ choice: RemoteChoice, environment: [String: String], categories: [Category],
                            threshold: Double, agreementMemory: (any RemoteAgreementMemory)? = nil) throws(AppError) -> RemoteStep? {
        do {
            return try RemoteSetup.categoriser(environment: environment, keyFileOption: choice.keyFile,
                                               remoteFlag: choice.enabled, categories: categories,
                                               agreementMemory: agreementMemory)
                .map { RemoteStep(categoriser: $0, threshold: threshold) }
        } catch {
            throw AppError(error)
        }
    }

    /// The row as the service may see it, with the holder's name and address its statement prints
    /// (masked before it leaves; rows read back from the ledger have none, only `mask_words`).
    public static func row(_ transaction: Transaction, of statement: Statement) -> RemoteRow {
        RemoteRow(description: transaction.description, amount: transaction.amount, date: transaction.date,
                  holder: statement.holderBlock)
    }

    /// Every row of the statement as the service may see it.
    public static func rows(of statement: Statement) -> [RemoteRow] {
        statement.transactions.map { row($0, of: statement) }
    }

    /// Asks about every open row of every group in one go and merges the answers the way the
    /// chain does: at or above the threshold a remote answer settles the row; below it, it is kept
    /// only when more confident than the local guess, and the row still waits for review. Rows of
    /// a merchant people corrected (`taughtByPeople`) are never asked: their correction wins.
    public func complete(_ groups: [[CategorisedRow]], rows: [[RemoteRow]],
                         taughtByPeople: (RemoteRow) -> Bool = { _ in false }) -> [[CategorisedRow]] {
        var asked: [RemoteRow] = []
        var places: [(group: Int, row: Int)] = []
        var settled: [SettledRow] = []
        for (group, results) in groups.enumerated() {
            for (index, result) in results.enumerated() where result.needsReview && index < rows[group].count
                && !taughtByPeople(rows[group][index]) {
                asked.append(rows[group][index])
                places.append((group, index))
            }
            for (index, result) in results.enumerated() where index < rows[group].count && RemoteStep.isSettled(result) {
                if let category = result.suggestion.categoryID { settled.append(SettledRow(row: rows[group][index], categoryID: category)) }
            }
        }
        var completed = groups
        guard !asked.isEmpty else { return completed }
        let outcome = categoriser.categorise(asked, settled: RemoteStep.spread(settled))
        for (position, place) in places.enumerated() {
            completed[place.group][place.row] = merge(groups[place.group][place.row], outcome.suggestions[position],
                                                      trusted: outcome.trusted)
        }
        return completed
    }

    /// What the ledger already knows for sure: a person's choice, a learned merchant, or a rule at
    /// high confidence; the remote's agreement is measured on these.
    static func isSettled(_ row: CategorisedRow) -> Bool {
        guard !row.needsReview, row.suggestion.categoryID != nil else { return false }
        switch row.suggestion.source {
        case .user, .learned: return true
        case .rule: return row.suggestion.confidence >= 0.9
        case .remote, .none: return false
        }
    }

    /// At most `limit` of them, taken evenly through the run rather than the first statement's.
    static func spread(_ settled: [SettledRow], limit: Int = 40) -> [SettledRow] {
        guard settled.count > limit else { return settled }
        return (0..<limit).map { settled[$0 * settled.count / limit] }
    }

    /// An untrusted model (agreement under the floor) only suggests: its answer never settles a row.
    private func merge(_ local: CategorisedRow, _ remote: Suggestion?, trusted: Bool) -> CategorisedRow {
        guard let remote, remote.categoryID != nil else { return local }
        if remote.confidence >= threshold && trusted { return CategorisedRow(suggestion: remote, needsReview: false) }
        if remote.confidence > local.suggestion.confidence { return CategorisedRow(suggestion: remote, needsReview: true) }
        return local
    }

    /// "remote: N asked, N from cache, N failed (N requests)" for the whole run.
    public var summaryLine: String { categoriser.summary.line }

    /// Every warning of the run, one line each.
    public var warnings: [String] { categoriser.warnings }
}
