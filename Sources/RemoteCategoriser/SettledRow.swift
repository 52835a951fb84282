/// A row whose category is already settled (by a person, or by a rule at high confidence), sent
/// beside the open rows, masked like them and unmarked, so the run measures how often the model
/// agrees with what the ledger knows (`RemoteAgreement`).
public struct SettledRow: Sendable, Hashable {
    public var row: RemoteRow
    public var categoryID: String

    public init(row: RemoteRow, categoryID: String) {
        self.row = row
        self.categoryID = categoryID
    }
}
