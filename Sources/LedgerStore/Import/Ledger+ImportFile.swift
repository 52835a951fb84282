import StatementCore

extension Ledger {
    /// Stores the statements of one file (a combined statement prints one per account, in order):
    /// all of them or none, in one SQLite transaction. The file counts as imported once any of its
    /// statements is stored, so the same file again adds nothing. When one statement is not
    /// verified (it does not add up, or prints nothing to prove it by) and unverified statements
    /// are not accepted, none is written: that one is rejected with its problems, the others with
    /// none of their own. A statement whose account, period,
    /// balances and rows are already stored from another file (a re-saved copy) is skipped as
    /// `alreadyImported` with `copyOf` naming that file.
    public func importStatements(_ requests: [StatementImportRequest], options: ImportOptions = ImportOptions()) throws -> [ImportOutcome] {
        precondition(!requests.isEmpty && Set(requests.map(\.fileSHA256)).count == 1, "statements of one file")
        for request in requests { try Ledger.checkCount(of: request.suggestions, rows: request.statement.transactions.count) }
        let sha256 = requests[0].fileSHA256
        let skipped = requests.map { _ in ImportOutcome(status: .alreadyImported, dryRun: options.dryRun) }
        if options.dryRun && dryRunMemory.files.contains(sha256) { return skipped }
        // Checked before taking the write lock, and again under it in case another writer won.
        if try isImported(sha256: sha256) { return skipped }
        let admissions = requests.map { Ledger.admission($0, options: options) }
        if admissions.contains(where: { $0.rejected != nil }) {
            return admissions.map { ImportOutcome(status: .rejected($0.rejected ?? []), dryRun: options.dryRun) }
        }
        let write = {
            if try self.isImported(sha256: sha256) { return skipped }
            var outcomes: [ImportOutcome] = []
            var signatures: [String] = []
            for (index, request) in requests.enumerated() {
                let rows = StatementFingerprints(request.statement)
                let account = try self.resolveAccount(for: request.statement, named: options.accountName, rows: rows)
                let fingerprints = rows.rows(accountKey: account.fingerprintKey)
                let signature = Ledger.contentSignature(request.statement, account: account, fingerprints: fingerprints)
                let earlierDryRun = options.dryRun ? self.dryRunMemory.statements[signature] : nil
                if let copy = try earlierDryRun
                    ?? self.storedCopy(
                        of: request.statement, account: account,
                        fingerprints: fingerprints)
                {
                    outcomes.append(ImportOutcome(status: .alreadyImported, dryRun: options.dryRun, copyOf: copy))
                    continue
                }
                signatures.append(signature)
                outcomes.append(
                    try self.writeStatement(
                        request, section: index + 1, account: account,
                        fingerprints: fingerprints, options: options,
                        warnings: admissions[index].warnings))
            }
            // Transfers between the person's accounts are paired as the rows arrive, in the same
            // transaction: a leg stored now meets its partner stored earlier (or in this file).
            let stored = zip(requests, outcomes).filter { $0.1.status == .imported }.flatMap { $0.0.statement.transactions.map(\.date) }
            if let first = stored.min(), let last = stored.max() { try self.findTransferPairs(since: first, until: last) }
            if options.dryRun {
                self.dryRunMemory.files.insert(sha256)
                for signature in signatures { self.dryRunMemory.statements[signature] = requests[0].fileName }
            }
            return outcomes
        }
        return options.dryRun ? try database.rolledBackTransaction(write) : try database.atomically(write)
    }

    /// Whether a statement may be stored as its verdict stands, and what to warn about.
    private static func admission(
        _ request: StatementImportRequest, options: ImportOptions
    )
        -> (warnings: [String], rejected: [VerificationProblem]?)
    {
        let verification = request.statement.verification
        var warnings: [String] = []
        // Nothing unproven is stored unless the person accepts it: a statement that prints no
        // balance can still be read wrong, and nothing here would show it.
        switch verification.verdict {
        case .verified: break
        case .unverifiable:
            guard options.acceptUnverified else {
                let reason = VerificationProblem(page: nil, line: nil, message: "the statement prints nothing to verify its rows against")
                return ([], verification.problems.isEmpty ? [reason] : verification.problems)
            }
            warnings.append("\(request.fileName): not verified; stored because unverified statements were accepted")
        case .failed:
            guard options.acceptUnverified else { return ([], verification.problems) }
            warnings.append("\(request.fileName): does not add up; stored because unverified statements were accepted")
        }
        return (warnings + verification.problems.map { "\(request.fileName): \($0)" }, nil)
    }
}
