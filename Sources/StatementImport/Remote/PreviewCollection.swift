import RemoteCategoriser

/// `remote preview`'s policy for `ImportPipeline`: each file categorised by the local members
/// gives the rows they leave open (those people have not taught already) and the settled rows
/// an import would send beside them; a file held or failed is noted. Nothing is stored.
final class PreviewCollection: ImportPolicy {
    private(set) var rows: [RemoteRow] = []
    private(set) var settled: [SettledRow] = []
    private(set) var problems: [AppError] = []
    private(set) var alreadyImported: [String] = []

    var flush: FlushMoment { .oncePerRun }

    func fileStarting(_ file: IncomingFile) {}

    func flushed(_ remote: RemoteChainMember) {}

    func fileEnded(_ end: FileEnd) {
        switch end.result.status {
        case .alreadyImported: alreadyImported.append(end.file.path)
        case .failed(let error): problems.append(error)
        case .stored: break
        }
    }

    func fileCategorised(_ file: PreparedFile, by categoriser: LedgerCategoriser) {
        for (statement, local) in zip(file.file.statements, file.suggestions) {
            for (transaction, categorised) in zip(statement.transactions, local) where categorised.needsReview {
                let row = RemoteChainMember.row(transaction, of: statement)
                if !categoriser.isTaughtByPeople(row) { rows.append(row) }
            }
            // The settled rows an import would send beside them, as `RemoteChainMember.suggest` picks them.
            for (transaction, categorised) in zip(statement.transactions, local) where RemoteChainMember.isSettled(categorised) {
                if let category = categorised.suggestion.categoryID {
                    settled.append(SettledRow(row: RemoteChainMember.row(transaction, of: statement), categoryID: category))
                }
            }
        }
    }
}
