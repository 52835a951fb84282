import StatementCore

extension Ledger {
    /// Stores the statements of one file (a combined statement prints one per account, in order):
    /// all of them or none, in one SQLite transaction. The file counts as imported once its
    /// statements are stored, so the same file again adds nothing; a section a person removed
    /// while another stays (`removed_sections`) is stored again alone, the others skipped as
    /// `alreadyImported`. When one statement is not
    /// verified (it does not add up, or prints nothing to prove it by) and unverified statements
    /// are not accepted, none is written: that one is rejected with its problems, the others with
    /// none of their own. A statement whose account, period,
    /// balances and rows are already stored from another file (a re-saved copy, or one wording
    /// some rows otherwise: `rewordedRows`) is skipped as `alreadyImported` with `copyOf` naming that file.
    public func importStatements(_ requests: [StatementImportRequest], options: ImportOptions = ImportOptions()) throws -> [ImportOutcome] {
        precondition(!requests.isEmpty && Set(requests.map(\.fileSHA256)).count == 1, "statements of one file")
        for request in requests { try Ledger.checkCount(of: request.suggestions, rows: request.statement.transactions.count) }
        let sha256 = requests[0].fileSHA256
        let skipped = requests.map { _ in ImportOutcome(status: .alreadyImported, dryRun: options.dryRun) }
        if options.dryRun && dryRunMemory.files.contains(sha256) { return skipped }
        // Checked before taking the write lock, and again under it in case another writer won.
        if try isImported(sha256: sha256) { return skipped }
        // Nil: every section; else only the sections a person removed from a file whose others stay.
        let pending = try sectionsToStore(sha256: sha256.lowercased(), count: requests.count)
        let writes = { (index: Int) in pending?.contains(index + 1) ?? true }
        // Layouts a person accepted for some account: read only when a statement may need one.
        let unproven = requests.contains { $0.statement.verification.verdict == .unverifiable } && !options.acceptUnverified
        let remembered = unproven ? try acceptedUnverifiedLayouts() : []
        // A section stored already is not weighed again: only what is written must be admitted.
        let admissions = requests.enumerated().map { index, request in
            writes(index) ? Ledger.admission(request, options: options, remembered: remembered) : Admission(warnings: [])
        }
        func rejections(_ admissions: [Admission]) -> [ImportOutcome] {
            admissions.map { ImportOutcome(status: .rejected($0.rejected ?? []), dryRun: options.dryRun) }
        }
        if admissions.contains(where: { $0.rejected != nil }) { return rejections(admissions) }
        let names = Ledger.accountNames(for: requests, given: options.accountName)
        let write = {
            if try self.isImported(sha256: sha256) { return skipped }
            // Another writer restored or removed a section since: weigh the file again as it is now.
            guard try self.sectionsToStore(sha256: sha256.lowercased(), count: requests.count) == pending else { throw SectionsChanged() }
            var outcomes: [ImportOutcome] = []
            var signatures: [String] = []
            var rewordable: [(figures: String, fingerprints: [String])] = []
            var taken: [(account: Int64, days: DateRange, section: Int)] = []
            for (index, request) in requests.enumerated() {
                let days = Ledger.days(of: request.statement)
                guard writes(index) else {
                    // Stored at the file's first import and kept: its account still keeps the
                    // file's other accounts apart over the same days, as it did then.
                    if let days, let account = try self.storedSectionAccount(sha256: sha256.lowercased(), section: index + 1) {
                        taken.append((account, days, index + 1))
                    }
                    outcomes.append(ImportOutcome(status: .alreadyImported, dryRun: options.dryRun))
                    continue
                }
                let rows = StatementFingerprints(request.statement)
                let overlapping = taken.filter { days.map($0.days.overlaps) ?? false }
                // The same statement printed twice in one file is one statement: it goes where the
                // first went, and is found there as a copy. Any other over the same days is another account's.
                let twin = overlapping.first { Ledger.printSame(requests[$0.section - 1].statement, request.statement) }
                let apart = Set(overlapping.filter { $0.section != twin?.section }.map(\.account))
                let account = try self.resolveAccount(for: request.statement, named: names[index], rows: rows, apart: apart)
                if let days { taken.append((account.id, days, index + 1)) }
                let fingerprints = rows.rows(accountKey: account.fingerprintKey)
                // Only a dry run remembers statements by their content: a real run finds a copy in
                // the ledger itself (`storedCopy`), and hashing every fingerprint again costs a
                // SHA-256 block a row.
                let signature =
                    options.dryRun ? Ledger.contentSignature(request.statement, account: account, fingerprints: fingerprints) : nil
                let figures = options.dryRun ? Ledger.figuresSignature(request.statement, account: account) : nil
                let earlierDryRun =
                    signature.flatMap { self.dryRunMemory.statements[$0] }.map { StoredCopy(file: $0) }
                    ?? figures.flatMap { self.dryRunMemory.figures[$0] }.map {
                        StoredCopy(file: $0.file, rewordedRows: Ledger.rewordedRows($0.fingerprints, fingerprints))
                    }
                if let copy = try earlierDryRun
                    ?? self.storedCopy(
                        of: request.statement, account: account,
                        fingerprints: fingerprints)
                {
                    let within = twin.map { "statement \($0.section) of this file" }
                    var outcome = ImportOutcome(
                        status: .alreadyImported, dryRun: options.dryRun,
                        copyOf: copy.file == request.fileName ? within ?? copy.file : copy.file)
                    outcome.rewordedRows = copy.rewordedRows
                    outcomes.append(outcome)
                    continue
                }
                var warnings = admissions[index].warnings
                if let given = options.accountName, names[index] == nil, names.contains(given) {
                    warnings.append(
                        "--account \(given) was taken for another statement of this file; this one prints "
                            + "account \(request.statement.account ?? "unknown") and is stored under it")
                }
                let keptApart = account.keptApart.map { apart in
                    "statement \(index + 1) prints no account number and covers the same days as another "
                        + "statement of this file, stored as '\(apart.from)': stored apart as account '\(apart.as)', "
                        + "never merged (`statement-import accounts` lists both)"
                }
                if let keptApart { warnings.append(keptApart) }
                if let signature { signatures.append(signature) }
                if let figures { rewordable.append((figures, fingerprints.map(\.fingerprint.hex))) }
                var statementOptions = options
                if admissions[index].byMemory {
                    // The layout was accepted for some account; is it this one's?
                    guard try self.acceptsUnverified(accountID: account.id, layout: NamedAccountIdentity.layout(of: request.statement)) else {
                        throw NotRemembered(index: index)
                    }
                    statementOptions.acceptUnverified = true
                }
                var outcome = try self.writeStatement(
                    request, section: index + 1, account: account,
                    fingerprints: fingerprints, options: statementOptions,
                    warnings: warnings)
                outcome.keptApart = keptApart
                outcomes.append(outcome)
                if options.rememberUnverified, options.acceptUnverified, request.statement.verification.verdict == .unverifiable {
                    try self.rememberUnverifiedAcceptance(accountID: account.id, statement: request.statement, fileName: request.fileName)
                }
            }
            // Every removed section is back, or found stored from another file.
            if pending != nil { try self.forgetRemovedSections(sha256: sha256.lowercased()) }
            // Transfers between the person's accounts are paired as the rows arrive, in the same
            // transaction: a leg stored now meets its partner stored earlier (or in this file).
            let stored = zip(requests, outcomes).filter { $0.1.status == .imported }.flatMap { $0.0.statement.transactions.map(\.date) }
            if let first = stored.min(), let last = stored.max() {
                // A person's word a removal kept for these rows comes first: the tool pairs the rest.
                try self.applyKeptTransferWords()
                try self.pairImportedTransfers(since: first, until: last)
            }
            if options.dryRun {
                self.dryRunMemory.files.insert(sha256)
                for signature in signatures { self.dryRunMemory.statements[signature] = requests[0].fileName }
                for statement in rewordable { self.dryRunMemory.figures[statement.figures] = (requests[0].fileName, statement.fingerprints) }
            }
            return outcomes
        }
        do {
            return options.dryRun ? try database.rolledBackTransaction(write) : try database.atomically(write)
        } catch is SectionsChanged {
            return try importStatements(requests, options: options)
        } catch let missing as NotRemembered {
            // Accepted for another account of the same layout, not this one: refused as before, nothing written.
            var refused = admissions
            refused[missing.index] = Ledger.admission(requests[missing.index], options: options, remembered: [])
            for index in refused.indices where refused[index].rejected == nil { refused[index].rejected = [] }
            return rejections(refused)
        }
    }

    /// `--account NAME` names one account. A file printing several accounts (numbers of two, or
    /// a number beside a statement printing none) gives it only to its statements printing no
    /// full number, the ones it can be meant for: a printed number always wins, and two accounts
    /// of one file never share a name. A file of one account's statements gives it to them all.
    /// Four digits name no account: they point at the statements whose number ends that way.
    static func accountNames(for requests: [StatementImportRequest], given name: String?) -> [String?] {
        guard let name else { return requests.map { _ in nil } }
        let numbers = requests.map { request -> String? in
            guard case .number(let hash, _, let code) = AccountIdentity(statement: request.statement) else { return nil }
            return hash + (code ?? "")
        }
        let printed = numbers.compactMap { $0 }
        guard Set(printed).count > 1 || (!printed.isEmpty && printed.count < numbers.count) else {
            return requests.map { _ in name }
        }
        // "--account 3107" points at the statements printing a number ending 3107 (or, with none,
        // at those printing no number); the file's other statements go as they would without it.
        if name.count == 4, name.allSatisfy(\.isASCIIDigit) {
            let identities = requests.map { AccountIdentity(statement: $0.statement) }
            let pointedAt = identities.map { Ledger.endsIn(name, $0) }
            if pointedAt.contains(true) { return pointedAt.map { $0 ? name : nil } }
            return identities.map { $0 == .unnumbered ? name : nil }
        }
        return numbers.map { $0 == nil ? name : nil }
    }

    /// Whether the account's number, or the last four it prints, ends in `digits`.
    private static func endsIn(_ digits: String, _ identity: AccountIdentity) -> Bool {
        switch identity {
        case .number(_, let masked, _), .masked(let masked): pointsAtLastFour(digits, masked: masked)
        case .unnumbered: false
        }
    }

    /// Whether two statements of one file print the same: period, balances and rows (date,
    /// amount, description), wherever on the pages they stand.
    static func printSame(_ one: Statement, _ other: Statement) -> Bool {
        one.period == other.period && one.openingBalance == other.openingBalance && one.closingBalance == other.closingBalance
            && one.transactions.elementsEqual(other.transactions) {
                $0.date == $1.date && $0.amount == $1.amount && $0.description == $1.description
            }
    }

    /// The days a statement covers: its period, or its rows' first and last dates.
    static func days(of statement: Statement) -> DateRange? {
        if let period = statement.period { return period }
        let dates = statement.transactions.map(\.date)
        guard let first = dates.min(), let last = dates.max() else { return nil }
        return DateRange(start: first, end: last)
    }

    /// Under the write lock, the file's removed sections are not those weighed before it.
    private struct SectionsChanged: Error {}

    /// A statement admitted on a remembered layout whose account is not the one that was accepted.
    private struct NotRemembered: Error {
        var index: Int
    }

    /// Whether a statement may be stored, what to warn about, and whether only a remembered
    /// acceptance lets it in (checked against its account once the account is known).
    private struct Admission {
        var warnings: [String]
        var rejected: [VerificationProblem]?
        var byMemory = false
    }

    /// Whether a statement may be stored as its verdict stands, and what to warn about.
    private static func admission(_ request: StatementImportRequest, options: ImportOptions, remembered: Set<String>) -> Admission {
        let verification = request.statement.verification
        var warnings: [String] = []
        // Nothing unproven is stored unless the person accepts it: a statement that prints no
        // balance can still be read wrong, and nothing here would show it.
        switch verification.verdict {
        case .verified: break
        case .unverifiable:
            if !options.acceptUnverified, remembered.contains(NamedAccountIdentity.layout(of: request.statement)) {
                warnings.append(
                    "not verified; stored because this account's statements of this layout were accepted "
                        + "(`statement-import accounts` shows it, `accounts forget-unverified ACCOUNT` forgets it)")
                return Admission(warnings: warnings + verification.problems.map { "\($0)" }, byMemory: true)
            }
            guard options.acceptUnverified else {
                let reason = VerificationProblem(page: nil, line: nil, message: "the statement prints nothing to verify its rows against")
                return Admission(warnings: [], rejected: verification.problems.isEmpty ? [reason] : verification.problems)
            }
            warnings.append("not verified; stored because unverified statements were accepted")
        case .failed:
            guard options.acceptUnverified else { return Admission(warnings: [], rejected: verification.problems) }
            warnings.append("does not add up; stored because unverified statements were accepted")
            if options.rememberUnverified {
                warnings.append("not remembered: only a statement that prints no balance at all is accepted for its layout")
            }
        }
        return Admission(warnings: warnings + verification.problems.map { "\($0)" })
    }
}
