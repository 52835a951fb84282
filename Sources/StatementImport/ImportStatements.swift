import Categorisation
import Foundation
import LedgerStore
import StatementCore

/// Import: parse, verify, categorise and store statement files, each whole or not at all. A bad
/// file is reported through the events and the run goes on. Everything that can be wrong with
/// the request (layouts, password file, rules) is found before the ledger is opened or created.
public struct ImportStatements {
    public struct Request: Sendable {
        public var paths: [String]
        public var ledger: LedgerAccess
        public var folders: RuleFolders
        public var layout: String?
        public var passwordFile: String?
        public var threshold: Double
        public var dryRun: Bool
        public var acceptUnverified: Bool
        public var environment: [String: String]
        /// The account of statements printing no account number (`--account NAME`).
        public var accountName: String?
        /// The currency of statements whose own cues do not say (`--currency CODE`).
        public var currency: Currency?
        /// `--account NNNN`: four digits are the account's last four, as a card prints them.
        public var lastFourDigits: String? {
            guard let name = accountName, name.count == 4, name.allSatisfy(\.isASCIIDigit) else { return nil }
            return name
        }
        /// The person's `[import] currency`: a shared sign's currency when the cues allow it.
        public var preferredCurrency: Currency?
        /// When set and there is more than one file, each file is read in its own child process,
        /// as `batch` does, so a PDF that crashes or hangs the reader fails alone.
        public var isolation: FileIsolation?
        /// Whether to ask the remote categoriser (`--remote`, `--no-remote`, else the configuration).
        public var remote: RemoteChoice
        /// The bound of a file read in this process (one file); several are read by workers with their own.
        public var readingLimits: ReadingLimits?
        /// Threads for reading (`--jobs`): one file's pages are extracted on this many threads.
        /// Several files are spread over `isolation`'s readers instead, one thread each.
        public var jobs: Int

        public init(paths: [String], ledger: LedgerAccess, folders: RuleFolders, layout: String? = nil,
                    passwordFile: String? = nil, threshold: Double = CategorisationChain.defaultThreshold,
                    dryRun: Bool = false, acceptUnverified: Bool = false, environment: [String: String] = [:],
                    accountName: String? = nil, currency: Currency? = nil, isolation: FileIsolation? = nil,
                    remote: RemoteChoice = .configured, jobs: Int = 1) {
            self.jobs = max(1, jobs)
            self.accountName = accountName
            self.currency = currency
            self.paths = paths
            self.ledger = ledger
            self.folders = folders
            self.layout = layout
            self.passwordFile = passwordFile
            self.threshold = threshold
            self.dryRun = dryRun
            self.acceptUnverified = acceptUnverified
            self.environment = environment
            self.isolation = isolation
            self.remote = remote
        }

        /// The rules, remote settings and ledger of this request, as every command shares them.
        public var session: LedgerSession {
            LedgerSession(ledger: ledger, folders: folders, threshold: threshold, remote: remote, environment: environment)
        }
    }

    public var request: Request

    public init(_ request: Request) {
        self.request = request
    }

    /// Throws only when nothing could start (configuration, the ledger itself); per-file failures
    /// are in the summary.
    public func run(events: any ImportEvents) throws(AppError) -> ImportSummary {
        var reader = try StatementFileReader(folders: request.folders, layout: request.layout,
                                             passwordFile: request.passwordFile, environment: request.environment,
                                             jobs: request.jobs)
        reader.limits = request.readingLimits
        let (files, refused) = PDFFinder.find(request.paths)
        // Each file is hashed once, here: a file the ledger holds already (same SHA-256) is not read again.
        // A ledger not made yet holds nothing: one file is then hashed while it is parsed (several
        // are still hashed here, on as many threads, for their isolated readers).
        let hashes = files.count == 1 && !request.ledger.mayExist ? [:] : FileHasher.sha256(of: files, threads: request.jobs)
        // Importing again what is all there already needs no rules: they are read (and a mistake in
        // them found, before a ledger is created) only when some file is to be read.
        let held = request.ledger.held(files.compactMap { hashes[$0] })
        let isHeld = { (path: String) in hashes[path].map(held.contains) ?? false }
        let allHeld = refused.isEmpty && !files.isEmpty && files.allSatisfy(isHeld)
        // Several readers start now, so they read while the rules load and the ledger opens; if
        // that setup fails, letting go of them stops them. `--jobs 1` stays one thing at a time.
        var early: FileIsolation.Started?
        if let isolation = request.isolation, isolation.jobs > 1 {
            let ahead = files.filter { !isHeld($0) }
            if ahead.count > 1 { early = try? isolation.start(ahead, hashes: hashes) }
        }
        defer { early?.stop() }
        let session = request.session
        let rules = allHeld ? nil : try session.loadRules()
        // A bad remote configuration or key file stops the run before a ledger is created.
        let remoteWanted = allHeld ? false : try session.remoteWanted()
        if !request.folders.hasShippedRules { events.warning(request.folders.missingShippedRulesWarning) }
        let ledger = try session.openForWriting()
        var loaded: LedgerCategoriser?
        func categoriser() throws(AppError) -> LedgerCategoriser {
            if let loaded { return loaded }
            let ruleSet: RuleSet
            if let rules { ruleSet = rules } else { ruleSet = try session.loadRules() }
            let categoriser = try session.categoriser(on: ledger, rules: ruleSet, withRemote: remoteWanted, dryRun: request.dryRun)
            loaded = categoriser
            return categoriser
        }
        if !allHeld { _ = try categoriser() }
        let options = ImportOptions(dryRun: request.dryRun, acceptUnverified: request.acceptUnverified,
                                    reviewBelowConfidence: request.threshold, accountName: request.accountName)

        // Best effort: a run that cannot be recorded is still a run worth doing.
        let runID = request.dryRun ? nil : try? ledger.beginImportRun()
        var summary = ImportSummary(dryRun: request.dryRun, counts: ImportRunCounts(), categorised: 0, needsReview: 0, results: [])
        events.importStarted(fileCount: files.count + refused.count)
        var number = 0
        for (path, error) in refused {
            number += 1
            events.fileStarted(path, number: number, of: files.count + refused.count)
            finish(FileImportResult(path: path, status: .failed(error)), into: &summary, events: events)
        }
        // With remote on, every file is read first so the remote step asks once about the open
        // rows of them all; then they are stored in order. Without it each file is stored at once.
        var waiting: [PreparedFile] = []
        // `inProcess`: read on this thread (not by the isolated readers), so its rows may be
        // categorised on a pooled thread while the ledger gets the write ready.
        func handle(_ path: String, inProcess: Bool = false, read: () throws(AppError) -> StatementFile) throws(AppError) {
            number += 1
            events.fileStarted(path, number: number, of: files.count + refused.count)
            let categoriser = try categoriser()
            guard categoriser.remote != nil else {
                return finish(readAndStore(path, read: read, categoriser: categoriser, alongside: inProcess && request.jobs > 1,
                                           ledger: ledger, options: options),
                              into: &summary, events: events)
            }
            switch prepare(path, read: read, categoriser: categoriser, ledger: ledger) {
            case .failed(let failed): finish(failed, into: &summary, events: events)
            case .ready(let prepared): waiting.append(prepared)
            }
        }
        var toRead: [String] = []
        for path in files {
            // A file found held a moment ago needs no second question to the ledger.
            if let sha256 = hashes[path], held.contains(sha256) || (try? ledger.isImported(sha256: sha256)) == true {
                number += 1
                events.fileStarted(path, number: number, of: files.count + refused.count)
                finish(FileImportResult(path: path, status: .alreadyImported), into: &summary, events: events)
            } else {
                toRead.append(path)
            }
        }
        if let isolation = request.isolation, toRead.count > 1 {
            // Children read (one that crashes or hangs fails alone); this process categorises and stores.
            // Each file's rows are categorised on the readers' thread as it arrives, with the categoriser
            // as loaded now: the thread that stores files one after the other has that much less to do.
            let categorise = loaded?.suggestingAsRead
            // The readers started early read the same files unless the ledger changed meanwhile.
            try isolation.read(toRead, hashes: hashes, reusing: early, categorise: categorise) { path, read throws(AppError) in
                try handle(path, read: read)
            }
        } else {
            for path in toRead { try handle(path, inProcess: true, read: { () throws(AppError) in try reader.read(path, sha256: hashes[path]) }) }
        }
        if let remote = loaded?.remote, let categoriser = loaded {
            waiting = PreparedFile.completeRemotely(waiting, categoriser: categoriser)
            for warning in remote.warnings { events.warning(warning) }
            summary.remoteLine = remote.summaryLine
            for prepared in waiting {
                finish(store(prepared.path, file: prepared.file, suggestions: .ready(.success(prepared.suggestions)), ledger: ledger,
                             options: options), into: &summary, events: events)
            }
        }
        if let runID {
            try? ledger.finishImportRun(id: runID, counts: summary.counts)
        } else if !request.dryRun && summary.counts.failed > 0 {
            // The run could not be begun (a lock held then): it is still recorded, best effort.
            _ = try? ledger.recordFailedImportRun(counts: summary.counts)
        }
        return summary
    }

    private func finish(_ result: FileImportResult, into summary: inout ImportSummary, events: any ImportEvents) {
        switch result.status {
        case .failed: summary.counts.recordFailure()
        case .stored(_, let outcomes): summary.counts.record(file: outcomes)
        case .alreadyImported: summary.counts.record(file: [ImportOutcome(status: .alreadyImported, dryRun: request.dryRun)])
        }
        summary.categorised += result.categorised
        summary.needsReview += result.needsReview
        events.fileFinished(result)
        summary.results.append(result.withoutRows())
    }

    /// With the remote step on: the file read and categorised, to wait for the one remote call.
    private func prepare(_ path: String, read: () throws(AppError) -> StatementFile, categoriser: LedgerCategoriser,
                         ledger: Ledger) -> PreparedFile.Reading {
        do {
            let (file, asRead) = try resolved(path, read: read, ledger: ledger)
            let suggestions = try categoriser.suggestions(for: file.statements, read: asRead, suggestedAsRead: file.suggestionsAsRead)
            // A file already in the ledger adds nothing, so the remote step need not hear of it.
            let alreadyImported = (try? ledger.isImported(sha256: file.sha256)) ?? false
            return .ready(PreparedFile(path: path, file: file, suggestions: suggestions, alreadyImported: alreadyImported))
        } catch {
            return .failed(FileImportResult(path: path, status: .failed(error)))
        }
    }

    /// With the remote step off: the file stored as soon as it is read. With `alongside` its rows
    /// are categorised on another thread while the ledger gets the write ready.
    private func readAndStore(_ path: String, read: () throws(AppError) -> StatementFile, categoriser: LedgerCategoriser,
                              alongside: Bool, ledger: Ledger, options: ImportOptions) -> FileImportResult {
        let file: StatementFile
        let suggestions: FileSuggestions
        do {
            let (resolvedFile, asRead) = try resolved(path, read: read, ledger: ledger)
            file = resolvedFile
            suggestions = .start(onThread: alongside && file.suggestionsAsRead == nil) { () throws(AppError) in
                try categoriser.suggestions(for: file.statements, read: asRead, suggestedAsRead: file.suggestionsAsRead)
            }
        } catch {
            return FileImportResult(path: path, status: .failed(error))
        }
        if let error = suggestions.failureSoFar { return FileImportResult(path: path, status: .failed(error)) }
        return store(path, file: file, suggestions: suggestions, ledger: ledger, options: options)
    }

    /// The file as read, its statements' currencies resolved (before categorising: a statement
    /// that does not say its currency is named or refused here), and its statements as read.
    private func resolved(_ path: String, read: () throws(AppError) -> StatementFile,
                          ledger: Ledger) throws(AppError) -> (file: StatementFile, asRead: [Statement]) {
        var file = try read()
        let asRead = file.statements
        file.statements = try CurrencyResolution.resolve(file.statements, path: path, given: request.currency,
                                                         ledger: ledger, accountName: request.accountName,
                                                         preferred: request.preferredCurrency)
        // Four digits are the account's last four (what a card prints), not a name for it.
        if let digits = request.lastFourDigits {
            file.statements = try file.statements.map { statement throws(AppError) in
                var named = statement
                guard let printed = statement.account, printed != "unknown" else {
                    named.account = "…" + digits
                    return named
                }
                guard printed.hasSuffix(digits) else {
                    throw .badData("\(DisplayName.of(path)): nothing of it was stored: it prints account \(printed), "
                        + "not one ending in \(digits): check --account")
                }
                return named
            }
        }
        return (file, asRead)
    }

    /// A failure to categorise is the file's failure, as when it is found before the write; the
    /// write then stored nothing (it asked for the suggestions and was undone, or never needed them).
    private func store(_ path: String, file: StatementFile, suggestions: FileSuggestions, ledger: Ledger,
                       options: ImportOptions) -> FileImportResult {
        // A combined statement gives one statement per account; they go in together.
        let requests = file.statements.indices.map { index in
            StatementImportRequest(statement: file.statements[index], fileName: (path as NSString).lastPathComponent,
                                   fileSHA256: file.sha256, toolVersion: ToolVersion.current,
                                   suggestionsWhenWriting: {
                                       try suggestions.result.get()[index].map { row in row.suggestion.categoryID == nil ? nil : row.suggestion }
                                   })
        }
        let outcomes: [ImportOutcome]
        do {
            outcomes = try ledger.importStatements(requests, options: options)
        } catch {
            if case .failure(let categorising) = suggestions.result {
                return FileImportResult(path: path, status: .failed(categorising))
            }
            let failure = LedgerFailure.appError(error, path: ledger.path, doing: "write")
            return FileImportResult(path: path, status: .failed(AppError(failure.category,
                "\(DisplayName.of(path)): nothing of it was stored: \(failure.message)")))
        }
        let rowsOfStatements: [[CategorisedRow]]
        switch suggestions.result {
        case .failure(let categorising): return FileImportResult(path: path, status: .failed(categorising))
        case .success(let rows): rowsOfStatements = rows
        }
        var result = FileImportResult(path: path, status: .stored(file, outcomes))
        for (outcome, rows) in zip(outcomes, rowsOfStatements) where outcome.status == .imported {
            result.categorised += rows.filter { !$0.needsReview }.count
            result.needsReview += rows.filter(\.needsReview).count
        }
        return result
    }
}
