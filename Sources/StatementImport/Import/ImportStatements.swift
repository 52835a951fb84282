import Categorisation
import Foundation
import LedgerStore
import StatementCore
import Toolbox

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
        /// With `acceptUnverified` (`--remember`): a statement printing no balance at all is
        /// accepted for its account and layout from now on.
        public var rememberUnverified = false
        public var environment: [String: String]
        /// The account of statements printing no account number (`--account NAME`).
        public var accountName: String?
        /// The currency of statements whose own cues do not say (`--currency CODE`).
        public var currency: Currency?
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
        /// The command's configuration file, read once (`[remote]` comes from it); nil reads it here.
        public var settings: SettingsFile?

        public init(
            paths: [String], ledger: LedgerAccess, folders: RuleFolders, layout: String? = nil,
            passwordFile: String? = nil, threshold: Double = CategorisationChain.defaultThreshold,
            dryRun: Bool = false, acceptUnverified: Bool = false, environment: [String: String] = [:],
            accountName: String? = nil, currency: Currency? = nil, isolation: FileIsolation? = nil,
            remote: RemoteChoice = .configured, jobs: Int = 1
        ) {
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
            LedgerSession(
                ledger: ledger, folders: folders, threshold: threshold, remote: remote, environment: environment, settings: settings)
        }
    }

    public var request: Request

    public init(_ request: Request) {
        self.request = request
    }

    /// Throws only when nothing could start (configuration, the ledger itself); per-file failures
    /// are in the summary. Discover, open the ledger and its chain, then the pipeline's stages
    /// (`ImportPipeline`) under `import`'s policy, then record the run.
    public func run(events: any ImportEvents) throws(AppError) -> ImportSummary {
        // Import writes: an existing ledger is read through its one writing connection.
        request.ledger.willWrite()
        var reader = try StatementFileReader(
            folders: request.folders, layout: request.layout,
            passwordFile: request.passwordFile, environment: request.environment,
            jobs: request.jobs)
        reader.limits = request.readingLimits
        let found = discover()
        let early = startReadersEarly(found)
        defer { early?.stop() }
        // A dry run writes nothing of the user's, not even a new ledger: without one it checks
        // against an empty throwaway ledger, removed at the end, where every file is new.
        let scratch = request.dryRun && !request.ledger.mayExist ? NSTemporaryDirectory() + "/statement-import-dry-run-\(UUID().uuidString)" : nil
        defer { if let scratch { try? FileManager.default.removeItem(atPath: scratch) } }
        let (pipeline, ledger) = try openPipeline(found, events: events, scratch: scratch)
        // Best effort: a run that cannot be recorded is still a run worth doing.
        let runID = request.dryRun ? nil : try? ledger.beginImportRun()
        let reporting = ImportReporting(events: events, fileCount: found.files.count + found.refused.count, dryRun: request.dryRun)
        events.importStarted(fileCount: found.files.count + found.refused.count)
        try pipeline.run(found.files, refused: found.refused, hashes: found.hashes, policy: reporting) { toRead in
            source(for: toRead, reader: reader, hashes: found.hashes, early: early)
        }
        record(runID, reporting.summary, ledger: ledger)
        return reporting.summary
    }

    /// The rules, the remote's configuration, the ledger (created when new) and the chain trained
    /// on it, in that order, so a mistake in the first two creates nothing. Importing again what is
    /// all there already needs none of the rules: they are read only when some file is to be read.
    private func openPipeline(_ found: DiscoveredFiles, events: any ImportEvents, scratch: String?) throws(AppError) -> (ImportPipeline, Ledger) {
        var target = request.session
        if let scratch { target.ledger = request.ledger.throwaway(at: scratch + "/ledger.sqlite") }
        let session = target
        let rules = found.allHeld ? nil : try session.loadRules()
        // A bad remote configuration or key file stops the run before a ledger is created.
        let remoteWanted = found.allHeld ? false : try session.remoteWanted()
        if !request.folders.hasShippedRules { events.warning(request.folders.missingShippedRulesWarning) }
        for skipped in rules?.skipped ?? [] { events.warning(RuleCatalog.skippedWarning(skipped)) }
        let ledger = try session.openForWriting()
        let loadCategoriser = { () throws(AppError) -> LedgerCategoriser in
            let ruleSet: RuleSet
            if let rules { ruleSet = rules } else { ruleSet = try session.loadRules() }
            return try session.categoriser(on: ledger, rules: ruleSet, withRemote: remoteWanted, dryRun: request.dryRun)
        }
        var options = ImportOptions(
            dryRun: request.dryRun, acceptUnverified: request.acceptUnverified, reviewBelowConfidence: request.threshold,
            accountName: request.accountName)
        options.rememberUnverified = request.rememberUnverified
        let pipeline = ImportPipeline(
            destination: .ledger(
                ledger,
                choices: PersonChoices(
                    currency: request.currency, preferredCurrency: request.preferredCurrency,
                    accountName: request.accountName),
                options: options),
            categoriser: found.allHeld ? nil : try loadCategoriser(), loadCategoriser: loadCategoriser)
        return (pipeline, ledger)
    }

    /// The files the request names, each hashed once, here: a file the ledger holds already (same
    /// SHA-256) is not read again. A ledger not made yet holds nothing: one file is then hashed
    /// while it is parsed (several are still hashed here, on as many threads, for their readers).
    private func discover() -> DiscoveredFiles {
        let (paths, refused) = PDFFinder.find(request.paths)
        let hashes = paths.count == 1 && !request.ledger.mayExist ? [:] : FileHasher.sha256(of: paths, threads: request.jobs)
        // Importing again what is all there already needs no rules: they are read (and a mistake in
        // them found, before a ledger is created) only when some file is to be read.
        let held = request.ledger.held(paths.compactMap { hashes[$0] })
        return DiscoveredFiles(
            files: FileIsolation.files(paths),
            refused: refused.map { (FileIsolation.file($0.path), $0.error) },
            hashes: hashes, held: held)
    }

    /// The readers start now, so they read while the rules load and the ledger opens; if that
    /// setup fails, letting go of them stops them. One file gets its one reader with every thread
    /// (`source`), started now too: it used to wait for that setup (reading the rules, about 0.35 G
    /// instructions, opening the ledger, loading what it learned). `--jobs 1` stays one thing at a time.
    private func startReadersEarly(_ found: DiscoveredFiles) -> WorkerPool.Reading? {
        guard let isolation = request.isolation, isolation.jobs > 1 else { return nil }
        let ahead = found.files.filter { !found.isHeld($0) }
        guard !ahead.isEmpty else { return nil }
        return (ahead.count == 1 ? isolation.alone : isolation).start(ahead.map(\.path))
    }

    /// Every file is read by an isolated reader, which holds none of this process's secrets (the
    /// remote key): one that crashes or hangs fails alone. One file alone gets one reader with all
    /// of `--jobs`'s threads. Without a reader to start (inside another program), files are read here.
    private func source(
        for files: [IncomingFile], reader: StatementFileReader, hashes: [String: String],
        early: WorkerPool.Reading?
    ) -> any StatementSource {
        guard let isolation = request.isolation, !files.isEmpty else { return InProcessSource(reader: reader, hashes: hashes) }
        var source = (files.count == 1 ? isolation.alone : isolation).source(hashes: hashes, early: early)
        source.categorisesBesideTheWrite = files.count == 1 && isolation.jobs > 1
        return source
    }

    private func record(_ runID: Int64?, _ summary: ImportSummary, ledger: Ledger) {
        if let runID {
            try? ledger.finishImportRun(id: runID, counts: summary.counts)
        } else if !request.dryRun && summary.counts.failed > 0 {
            // The run could not be begun (a lock held then): it is still recorded, best effort.
            _ = try? ledger.recordFailedImportRun(counts: summary.counts)
        }
    }
}
