/// One account's section of a file that a person removed (`statements remove`) while another
/// section of the file stays: kept in `removed_sections`, so the file no longer counts as wholly
/// imported and importing it again stores this section only.
public struct RemovedSection: Sendable, Hashable {
    public var fileSHA256: String
    /// 1, 2, … in the order the file prints its accounts, as `statements.section`.
    public var section: Int
    /// The id the removed statement had.
    public var statementID: Int64
    public var fileName: String
    public var removedAt: String

    static let columns = "file_sha256, section, statement_id, file_name, removed_at"

    init(row: any DatabaseRow) {
        fileSHA256 = row.text(0)
        section = Int(row.int64(1))
        statementID = row.int64(2)
        fileName = row.text(3)
        removedAt = row.text(4)
    }
}
