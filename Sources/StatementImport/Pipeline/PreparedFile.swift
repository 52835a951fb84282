import Categorisation

/// A file read and categorised by the local members of the chain, waiting for the flush: with
/// remote on, `import` keeps every file of a run here so the remote member is asked about all
/// their open rows at once; `batch` keeps one.
struct PreparedFile: Sendable {
    var inbox: IncomingFile
    var file: StatementFile
    /// Per statement of the file, per row.
    var suggestions: [[CategorisedRow]]
    /// Already in the ledger: storing it adds nothing, so the remote member is not asked about it.
    var alreadyImported = false

    /// Categorising a file gives either a file to flush or its end.
    enum Reading {
        case ready(PreparedFile)
        case failed(FileEnd)
    }

    /// The flush: the chain's open-rows members asked once over the open rows of every statement
    /// of every file not already imported.
    static func completeRemotely(_ files: [PreparedFile], categoriser: LedgerCategoriser) -> [PreparedFile] {
        var groups: [[CategorisedRow]] = []
        var inputs: [[CategorisationInput]] = []
        var places: [(file: Int, statement: Int)] = []
        for (fileIndex, prepared) in files.enumerated() where !prepared.alreadyImported {
            for (statementIndex, statement) in prepared.file.statements.enumerated() {
                groups.append(prepared.suggestions[statementIndex])
                inputs.append(RemoteChainMember.inputs(of: statement))
                places.append((fileIndex, statementIndex))
            }
        }
        let completed = categoriser.completeRemotely(groups, inputs: inputs)
        var result = files
        for (group, place) in places.enumerated() {
            result[place.file].suggestions[place.statement] = completed[group]
        }
        return result
    }
}
