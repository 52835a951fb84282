/// A person's "store this account's statements of this layout though they print no balance at
/// all": kept in `unverified_acceptances`, shown by `accounts`, forgotten on request. A statement
/// that does not add up (`failed`) is never stored by it.
public struct UnverifiedAcceptance: Sendable, Hashable {
    public var id: Int64
    public var accountID: Int64
    /// The statement's kind, layout profile and table header: "card|es-bank|date description amount".
    public var layout: String
    /// The file whose acceptance was remembered.
    public var fileName: String
    public var acceptedAt: String

    static let columns = "id, account_id, layout, file_name, accepted_at"

    init(row: any DatabaseRow) {
        id = row.int64(0)
        accountID = row.int64(1)
        layout = row.text(2)
        fileName = row.text(3)
        acceptedAt = row.text(4)
    }

    /// The layout as a person reads it: "card, profile es-bank, columns: date description amount".
    public var layoutWords: String {
        let parts = layout.split(separator: "|", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3 else { return layout }
        var words = [parts[0]]
        if !parts[1].isEmpty { words.append("profile \(parts[1])") }
        words.append(parts[2].isEmpty ? "no column header" : "columns: \(parts[2])")
        return words.joined(separator: ", ")
    }
}
