import Categorisation
import Foundation
import LedgerStore
import StatementCore

/// The one way statement files get into the ledger, `import`'s and `batch`'s alike, in named
/// stages: discover (the command's), skip held, read, resolve currency, categorise, flush (the
/// chain asks its remote member about the open rows waiting), store, report (the policy's);
/// `remote preview`'s files stop once categorised and go to its policy instead (`Destination`). A
/// file fails alone at any stage with one line naming it and the run goes on; only the policy
/// stops a run early.
struct ImportPipeline {
    /// Where a file's stages end.
    enum Destination {
        /// Stored in the ledger (`import`, `batch`), with the person's choices for what the
        /// statements do not say.
        case ledger(Ledger, choices: PersonChoices, options: ImportOptions)
        /// Categorised by the local members and handed to the policy, nothing written
        /// (`remote preview`); `holding`, when there is a ledger, says which files it holds.
        case policy(holding: Ledger?)

        /// The ledger that says which files are held already.
        var holding: Ledger? {
            switch self {
            case .ledger(let ledger, _, _): ledger
            case .policy(let holding): holding
            }
        }
    }

    var destination: Destination
    /// The chain as the run loaded it: nil when every file looked held, then loaded by
    /// `loadCategoriser` only if one is to be read after all.
    var categoriser: LedgerCategoriser?
    var loadCategoriser: () throws(AppError) -> LedgerCategoriser

    /// `refused`: files discovery already failed (not a PDF, unreadable); `hashes`: the SHA-256 of
    /// the files hashed so far; `policy`: the command's (`import`'s or `batch`'s); `source`: how the
    /// files left to read are read.
    func run(
        _ files: [IncomingFile], refused: [(file: IncomingFile, error: AppError)], hashes: [String: String],
        policy: any ImportPolicy, source: ([IncomingFile]) -> any StatementSource
    ) throws(AppError) {
        for (file, error) in refused {
            policy.fileStarting(file)
            try policy.fileEnded(.failed(file, ReadFailure(error), sha256: nil))
        }
        let toRead = try skipHeld(files, hashes: hashes, policy: policy)
        let categoriser: LedgerCategoriser
        if let loaded = self.categoriser {
            categoriser = loaded
        } else if toRead.isEmpty {
            return
        } else {
            categoriser = try loadCategoriser()
        }
        let source = source(toRead)
        var waiting: [PreparedFile] = []
        try source.read(toRead, categorise: categoriser.suggestingAsRead) { file, read throws(AppError) in
            policy.fileStarting(file)
            let resolved: (StatementFile, [Statement])
            do throws(FileEndError) {
                resolved = try self.read(file, read, sha256: hashes[file.path])
            } catch {
                return try policy.fileEnded(error)
            }
            let (statementFile, asRead) = resolved
            guard case .ledger(let ledger, _, let options) = destination else {
                return try handOver(file, statementFile, categoriser: categoriser, policy: policy)
            }
            guard categoriser.hasOpenRowsMembers else {
                // Nothing to ask about several files at once: stored as soon as it is read.
                return try policy.fileEnded(
                    store(
                        file, statementFile, asRead: asRead, categoriser: categoriser,
                        besideTheWrite: source.categorisesBesideTheWrite, into: ledger, options: options))
            }
            switch categorise(file, statementFile, asRead: asRead, categoriser: categoriser) {
            case .failed(let end): try policy.fileEnded(end)
            case .ready(let prepared): waiting.append(prepared)
            }
            if policy.flush == .oncePerFile {
                try flushAndStore(&waiting, categoriser: categoriser, policy: policy, into: ledger, options: options)
            }
        }
        if case .ledger(let ledger, _, let options) = destination {
            try flushAndStore(&waiting, categoriser: categoriser, policy: policy, into: ledger, options: options)
        }
    }

    /// Skip held: a file the ledger holds already (same SHA-256) is not read again.
    private func skipHeld(_ files: [IncomingFile], hashes: [String: String], policy: any ImportPolicy) throws(AppError) -> [IncomingFile] {
        var toRead: [IncomingFile] = []
        for file in files {
            if let sha256 = hashes[file.path], (try? destination.holding?.isImported(sha256: sha256)) == true {
                policy.fileStarting(file)
                try policy.fileEnded(.held(file, sha256: sha256))
            } else {
                toRead.append(file)
            }
        }
        return toRead
    }

    /// Read, then resolve currency: the file's statements with their currencies decided (before
    /// categorising: a statement that does not say its currency is named or refused here), and
    /// its statements as read.
    private func read(
        _ file: IncomingFile, _ read: () throws(ReadFailure) -> StatementFile,
        sha256: String?
    ) throws(FileEndError) -> (StatementFile, [Statement]) {
        var statementFile: StatementFile
        do throws(ReadFailure) {
            statementFile = try read()
        } catch {
            throw FileEndError(.failed(file, error, sha256: sha256))
        }
        let asRead = statementFile.statements
        // Only what is stored needs its currency and account decided.
        guard case .ledger(let ledger, let choices, _) = destination else { return (statementFile, asRead) }
        do throws(AppError) {
            statementFile.statements = try choices.apply(to: asRead, of: file, ledger: ledger)
        } catch {
            throw FileEndError(.failedAfterReading(file, error, sha256: statementFile.sha256))
        }
        return (statementFile, asRead)
    }

    /// Categorise: the local members of the chain, to wait for the flush.
    private func categorise(
        _ file: IncomingFile, _ statementFile: StatementFile, asRead: [Statement],
        categoriser: LedgerCategoriser
    ) -> PreparedFile.Reading {
        do throws(AppError) {
            let suggestions = try categoriser.suggestions(
                for: statementFile.statements, read: asRead,
                suggestedAsRead: statementFile.suggestionsAsRead)
            return .ready(PreparedFile(inbox: file, file: statementFile, suggestions: suggestions))
        } catch {
            return .failed(.failedAfterReading(file, error, sha256: statementFile.sha256))
        }
    }

    /// Hand over, in place of storing: a file the ledger holds (by its SHA-256 as read, the files
    /// not being hashed ahead) is held; the rest go to the policy with their local suggestions.
    private func handOver(
        _ file: IncomingFile, _ statementFile: StatementFile, categoriser: LedgerCategoriser,
        policy: any ImportPolicy
    ) throws(AppError) {
        if (try? destination.holding?.isImported(sha256: statementFile.sha256)) == true {
            return try policy.fileEnded(.held(file, sha256: statementFile.sha256))
        }
        switch categorise(file, statementFile, asRead: statementFile.statements, categoriser: categoriser) {
        case .failed(let end): try policy.fileEnded(end)
        case .ready(let prepared): try policy.fileCategorised(prepared, by: categoriser)
        }
    }

    /// Flush, then store: the chain asks its remote member once about the open rows of every file
    /// waiting (a file the ledger holds by now adds nothing, so it is not asked about), then each
    /// is stored and reported in order.
    private func flushAndStore(
        _ waiting: inout [PreparedFile], categoriser: LedgerCategoriser,
        policy: any ImportPolicy, into ledger: Ledger, options: ImportOptions
    ) throws(AppError) {
        guard categoriser.hasOpenRowsMembers else { return }
        for index in waiting.indices {
            waiting[index].alreadyImported = (try? ledger.isImported(sha256: waiting[index].file.sha256)) ?? false
        }
        let flushed = PreparedFile.completeRemotely(waiting, categoriser: categoriser)
        waiting = []
        if let remote = categoriser.remote { policy.flushed(remote) }
        for prepared in flushed {
            try policy.fileEnded(
                store(
                    prepared.inbox, prepared.file, suggestions: .ready(.success(prepared.suggestions)), into: ledger,
                    options: options))
        }
    }

    /// Categorise and store at once: with `besideTheWrite` the rows are categorised on another
    /// thread while the ledger gets the write ready.
    private func store(
        _ file: IncomingFile, _ statementFile: StatementFile, asRead: [Statement], categoriser: LedgerCategoriser,
        besideTheWrite: Bool, into ledger: Ledger, options: ImportOptions
    ) -> FileEnd {
        let suggestions = FileSuggestions.start(onThread: besideTheWrite && statementFile.suggestionsAsRead == nil) { () throws(AppError) in
            try categoriser.suggestions(for: statementFile.statements, read: asRead, suggestedAsRead: statementFile.suggestionsAsRead)
        }
        if let error = suggestions.failureSoFar { return .failedAfterReading(file, error, sha256: statementFile.sha256) }
        return store(file, statementFile, suggestions: suggestions, into: ledger, options: options)
    }

    /// Store: a combined statement gives one statement per account; they go in together, whole
    /// or not at all. A failure to categorise is the file's failure, as when it is found before
    /// the write; the write then stored nothing (it asked for the suggestions and was undone).
    private func store(
        _ file: IncomingFile, _ statementFile: StatementFile, suggestions: FileSuggestions, into ledger: Ledger,
        options: ImportOptions
    ) -> FileEnd {
        let requests = statementFile.statements.indices.map { index in
            StatementImportRequest(
                statement: statementFile.statements[index], fileName: (file.path as NSString).lastPathComponent,
                fileSHA256: statementFile.sha256, toolVersion: ToolVersion.current,
                suggestionsWhenWriting: {
                    try suggestions.result.get()[index].map { row in row.suggestion.categoryID == nil ? nil : row.suggestion }
                })
        }
        let outcomes: [ImportOutcome]
        do {
            outcomes = try ledger.importStatements(requests, options: options)
        } catch {
            if case .failure(let categorising) = suggestions.result {
                return .failedAfterReading(file, categorising, sha256: statementFile.sha256)
            }
            let failure = LedgerFailure.appError(error, path: ledger.path, doing: "write")
            return .failedAfterReading(
                file,
                AppError(
                    failure.category, "\(file.name): nothing of it was stored: \(failure.message)",
                    decision: failure.decision), sha256: statementFile.sha256)
        }
        let rowsOfStatements: [[CategorisedRow]]
        switch suggestions.result {
        case .failure(let categorising): return .failedAfterReading(file, categorising, sha256: statementFile.sha256)
        case .success(let rows): rowsOfStatements = rows
        }
        var result = FileImportResult(path: file.path, status: .stored(statementFile, outcomes))
        for (outcome, rows) in zip(outcomes, rowsOfStatements) where outcome.status == .imported {
            result.categorised += rows.filter { !$0.needsReview }.count
            result.needsReview += rows.filter(\.needsReview).count
            // The ledger counts the rows it marks as it writes them; nothing is written in a dry run.
            result.markedForReview +=
                outcome.statementID == nil
                ? rows.filter(\.needsReview).count + outcome.lookAlikes.count
                : outcome.needsReview
        }
        return FileEnd(file: file, result: result, sha256: statementFile.sha256)
    }
}

/// A file's end found on the way, ending its stages early.
struct FileEndError: Error {
    var end: FileEnd

    init(_ end: FileEnd) { self.end = end }
}

extension ImportPolicy {
    func fileEnded(_ error: FileEndError) throws(AppError) { try fileEnded(error.end) }
}
