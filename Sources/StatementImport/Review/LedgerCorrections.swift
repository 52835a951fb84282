import Categorisation
import LedgerStore

/// Taking a wrong import back and keeping one's own categories: writes a person asks for by
/// name, each one atomic in the ledger.
public struct LedgerCorrections: Sendable {
    public var ledger: LedgerAccess

    public init(ledger: LedgerAccess) {
        self.ledger = ledger
    }

    public func removeStatement(id: Int64, dryRun: Bool) throws(AppError) -> StatementRemoval {
        try writing { try $0.removeStatement(id: id, dryRun: dryRun) }
    }

    public func categories() throws(AppError) -> [CategoryListing] {
        try ledger.reading { try $0.categoryListing() }
    }

    /// A ledger not there yet is created: a category is often the first thing a person sets up,
    /// before the rule naming it and the first import.
    public func addCategory(id: String, name: String, kind: Category.Kind, parent: String?, aliases: [String]) throws(AppError) {
        try writing(creating: true) { ledger in
            let parentID = try parent.map { try ledger.resolveCategory($0) }
            try ledger.addUserCategory(id: id, kind: kind, nameEnglish: name, parent: parentID, aliases: aliases)
        }
    }

    public func renameCategory(id: String, to name: String) throws(AppError) {
        try writing { try $0.renameCategory(id: id, to: name) }
    }

    /// Returns how many rows the retirement sent to review.
    public func retireCategory(id: String) throws(AppError) -> Int {
        try writing { try $0.retireCategory(id: id) }
    }

    public func restoreCategory(id: String) throws(AppError) {
        try writing { try $0.restoreCategory(id: id) }
    }

    /// Per account, where statements do not join up with each other or with the ledger.
    public func reconciliation() throws(AppError) -> [ReconciliationFinding] {
        try ledger.reading { try $0.reconcile() }
    }

    /// Statements of one account sharing rows but printing other balances for the same days.
    public func contradictions() throws(AppError) -> [StatementContradiction] {
        try ledger.reading { try $0.contradictions() }
    }

    private func writing<Result>(creating: Bool = false, _ body: (Ledger) throws -> Result) throws(AppError) -> Result {
        let opened = creating ? try ledger.openForWriting() : try ledger.openExisting()
        do {
            return try body(opened)
        } catch {
            throw LedgerFailure.appError(error, path: opened.path, doing: "write")
        }
    }
}
