import StatementCore

extension Ledger {
    /// Stores the statements of one file (a combined statement prints one per account, in order):
    /// all of them or none, in one SQLite transaction. The file counts as imported once any of its
    /// statements is stored, so the same file again adds nothing. When one statement does not add
    /// up and unverified statements are not accepted, none is written: that one is rejected with
    /// its problems, the others with none of their own.
    public func importStatements(_ requests: [StatementImportRequest], options: ImportOptions = ImportOptions()) throws -> [ImportOutcome] {
        precondition(!requests.isEmpty && Set(requests.map(\.fileSHA256)).count == 1, "statements of one file")
        for request in requests {
            guard request.suggestions.isEmpty || request.suggestions.count == request.statement.transactions.count else {
                throw LedgerError.suggestionCountMismatch(rows: request.statement.transactions.count,
                                                          suggestions: request.suggestions.count)
            }
        }
        let sha256 = requests[0].fileSHA256
        let skipped = requests.map { _ in ImportOutcome(status: .alreadyImported, dryRun: options.dryRun) }
        // Checked before taking the write lock, and again under it in case another writer won.
        if try isImported(sha256: sha256) { return skipped }
        let admissions = requests.map { Ledger.admission($0, options: options) }
        if admissions.contains(where: { $0.rejected != nil }) {
            return admissions.map { ImportOutcome(status: .rejected($0.rejected ?? []), dryRun: options.dryRun) }
        }
        let accounts = requests.map { AccountKey(statement: $0.statement) }
        let fingerprints = requests.indices.map { RowFingerprint.fingerprints(for: requests[$0].statement.transactions, account: accounts[$0]) }
        let write = {
            if try self.isImported(sha256: sha256) { return skipped }
            return try requests.indices.map { index in
                try self.writeStatement(requests[index], section: index + 1, account: accounts[index],
                                        fingerprints: fingerprints[index], options: options, warnings: admissions[index].warnings)
            }
        }
        return options.dryRun ? try database.rolledBackTransaction(write) : try database.atomically(write)
    }

    /// Whether a statement may be stored as its verdict stands, and what to warn about.
    private static func admission(_ request: StatementImportRequest, options: ImportOptions)
        -> (warnings: [String], rejected: [VerificationProblem]?) {
        let verification = request.statement.verification
        var warnings: [String] = []
        switch verification.verdict {
        case .verified: break
        case .unverifiable:
            warnings.append("\(request.fileName): statement prints no balances to verify against; stored unverified")
        case .failed:
            guard options.acceptUnverified else { return ([], verification.problems) }
            warnings.append("\(request.fileName): does not add up; stored because unverified statements were accepted")
        }
        return (warnings + verification.problems.map { "\(request.fileName): \($0)" }, nil)
    }
}
