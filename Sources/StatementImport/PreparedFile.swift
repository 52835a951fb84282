import Categorisation
import RemoteCategoriser

/// A file read and categorised by the local categorisers, waiting to be stored: with remote on,
/// every file of a run waits here so the remote step can ask about all their open rows at once.
struct PreparedFile: Sendable {
    var path: String
    var file: StatementFile
    /// Per statement of the file, per row.
    var suggestions: [[CategorisedRow]]
    /// Already in the ledger: storing it adds nothing, so the remote step skips it.
    var alreadyImported: Bool

    /// Reading a file gives either a file to store or its failure.
    enum Reading {
        case ready(PreparedFile)
        case failed(FileImportResult)
    }

    /// One remote call over the open rows of every statement of every file not already imported.
    static func completeRemotely(_ files: [PreparedFile], categoriser: LedgerCategoriser) -> [PreparedFile] {
        var groups: [[CategorisedRow]] = []
        var rows: [[RemoteRow]] = []
        var places: [(file: Int, statement: Int)] = []
        for (fileIndex, prepared) in files.enumerated() where !prepared.alreadyImported {
            for (statementIndex, statement) in prepared.file.statements.enumerated() {
                groups.append(prepared.suggestions[statementIndex])
                rows.append(RemoteStep.rows(of: statement))
                places.append((fileIndex, statementIndex))
            }
        }
        let completed = categoriser.completeRemotely(groups, rows: rows)
        var result = files
        for (group, place) in places.enumerated() {
            result[place.file].suggestions[place.statement] = completed[group]
        }
        return result
    }
}
