import Categorisation
import Foundation
import StatementCore
import LedgerStore
import Toolbox

/// The review use case: the rows waiting for a person, and each answer applied to the ledger
/// as one unit (the row, its audit event and what memory learns), or taken back.
public final class Reviewer {
    public private(set) var teacher: CategoryTeacher
    public var ledger: Ledger { teacher.ledger }
    private let access: LedgerAccess
    private let folders: RuleFolders?
    /// The unlocked rows' categories by merchant, read from the ledger once and kept up to date
    /// as answers settle rows: an answer's cost must not grow with the ledger (a rescan per answer
    /// took 2.4 s of CPU at 90,000 rows).
    private var unlockedByMerchant: [String: [String: String?]]?
    /// Rows settled (and so locked) since the index was read.
    private var settledSinceIndex: Set<String> = []

    /// The ledger and the user's rules folder as every command gets them (`LedgerSession`).
    public convenience init(_ session: LedgerSession) throws(AppError) {
        try self.init(session.ledger, folders: session.folders)
    }

    public init(_ access: LedgerAccess, folders: RuleFolders? = nil) throws(AppError) {
        teacher = try CategoryTeacher(access)
        self.access = access
        self.folders = folders
    }

    /// A session over the rows of `scope` waiting for review, account by account and in date order
    /// within each, so one statement's rows are asked about together, as the statement prints them.
    public func session(_ scope: ReviewScope = ReviewScope()) throws(AppError) -> ReviewSession {
        let filter = try BrowseLedger(ledger: access).filter(
            TransactionFilter(since: scope.since, needsReview: true, statementID: scope.statementID), accountSuffix: scope.account)
        return try reading {
            if let statementID = scope.statementID, !(try ledger.statements().contains { $0.id == statementID }) {
                throw AppError.badData("no statement \(statementID) in the ledger: `statement-import statements` lists them")
            }
            let accounts = StoredAccount.distinctLabels(try ledger.accounts())
            let rows = try ledger.transactions(filter).map { ReviewRow(transaction: $0, account: accounts[$0.accountID] ?? "unknown account") }
            return ReviewSession(rows: rows.sorted(by: Self.queueOrder), categories: try ledger.categoryListing())
        }
    }

    /// By account (its label, then its id), then date, then where the statement printed the row.
    static func queueOrder(_ lhs: ReviewRow, _ rhs: ReviewRow) -> Bool {
        let left = lhs.transaction, right = rhs.transaction
        if lhs.account != rhs.account { return lhs.account < rhs.account }
        if left.accountID != right.accountID { return left.accountID < right.accountID }
        return (left.date, left.statementID, left.page, left.line, left.id) < (right.date, right.statementID, right.page, right.line, right.id)
    }

    /// Applies a decision; returns the row as it was before, for undo.
    @discardableResult
    public func apply(_ decision: ReviewDecision) throws(AppError) -> ReviewSnapshot? {
        switch decision {
        case let .settle(rowID, category):
            let before = try reading { try ledger.reviewSnapshot(transactionID: rowID) }
            try teacher.set(rowID, category: category)
            // A settled row is locked: it no longer follows its merchant.
            settledSinceIndex.insert(rowID)
            return before
        case .duplicate(let rowID):
            return try writing {
                let before = try ledger.reviewSnapshot(transactionID: rowID)
                try ledger.markDuplicate(transactionID: rowID)
                return before
            }
        case .skip: return nil
        case .undo(let answer):
            if let snapshot = answer.snapshot {
                try writing { try ledger.restore(snapshot) }
                // The teacher's memory learned the answer now undone: read it again from the ledger.
                teacher = try CategoryTeacher(access)
                unlockedByMerchant = nil
                settledSinceIndex = []
            }
            return nil
        }
    }

    /// How many other unsettled rows of the row's merchant carry another category than the one
    /// just chosen: what `recategorise` would move now that memory learned it.
    public func rowsThatWouldFollow(_ rowID: String, category: String) throws(AppError) -> Int {
        try reading {
            guard let row = try ledger.transaction(id: rowID) else { return 0 }
            if unlockedByMerchant == nil {
                settledSinceIndex = []
                var index: [String: [String: String?]] = [:]
                for unlocked in try ledger.transactions(TransactionFilter(locked: false)) {
                    index[MerchantNormaliser.key(for: unlocked.description), default: [:]][unlocked.id] = .some(unlocked.categoryID)
                }
                unlockedByMerchant = index
            }
            let rows = unlockedByMerchant?[MerchantNormaliser.key(for: row.description)] ?? [:]
            return rows.filter { id, categoryID in id != rowID && categoryID != category && !settledSinceIndex.contains(id) }.count
        }
    }

    /// The fewest characters of an id a person may type (`Ledger.transactionIDs(startingWith:)`).
    static let shortestID = 6

    /// The full id of a row from any unique prefix of 6 or more characters.
    public func resolveID(_ prefix: String) throws(AppError) -> String {
        // Shorter prefixes are never looked up (too many rows would share one): say so, not "no row".
        guard prefix.count >= Self.shortestID else {
            throw .badData(
                "'\(prefix)' is too short for a transaction id: give \(Self.shortestID) or more characters "
                    + "(`statement-import transactions` shows 8)")
        }
        let matches = try reading { try ledger.transactionIDs(startingWith: prefix) }
        switch matches.count {
        case 1: return matches[0]
        case 0: throw .badData("no transaction id starts with '\(prefix)' (give 6 or more characters): `statement-import transactions` shows them")
        default: throw .badData("several transaction ids start with '\(prefix)': give more characters")
        }
    }

    /// What a person typed as a category, as an id; a typo is refused with the closest one.
    public func resolveCategory(_ text: String) throws(AppError) -> String {
        try reading { try ledger.resolveCategory(text) }
    }

    /// Scripted `--duplicate ID` / `--not-duplicate ID`.
    public func markDuplicate(_ id: String, _ duplicate: Bool) throws(AppError) {
        try writing { try ledger.markDuplicate(transactionID: id, duplicate) }
    }

    /// Appends the rule to the user's `review.rules`, read before the shipped rules.
    public func save(_ rule: RuleDraft) throws(AppError) -> String {
        guard let folder = folders?.user else { throw AppError(.configuration, "no user rules folder is known") }
        let path = folder + "/review.rules"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            if !FileManager.default.fileExists(atPath: path) {
                try "# Rules written from `statement-import review`.\n\n".write(toFile: path, atomically: true, encoding: .utf8)
            }
            let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
            defer { try? handle.close() }
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(rule.text.utf8))
        } catch {
            throw AppError(
                .configuration,
                "\(DisplayName.of(path)): the rule could not be saved \(FileProblem(error, writing: path).explained(otherwise: "check the folder's permissions"))"
            )
        }
        return path
    }

    private func reading<Result>(_ body: () throws -> Result) throws(AppError) -> Result {
        do { return try body() } catch { throw LedgerFailure.appError(error, path: ledger.path, doing: "read") }
    }

    private func writing<Result>(_ body: () throws -> Result) throws(AppError) -> Result {
        do { return try body() } catch { throw LedgerFailure.appError(error, path: ledger.path, doing: "write") }
    }
}
