import LedgerStore

/// `import`'s policy: the remote model is asked once per run, about the open rows of every file;
/// each file is reported through the events as it ends and counted in the run's summary.
final class ImportReporting: ImportPolicy {
    private let events: any ImportEvents
    private let total: Int
    private var number = 0
    private(set) var summary: ImportSummary

    init(events: any ImportEvents, fileCount: Int, dryRun: Bool) {
        self.events = events
        self.total = fileCount
        self.summary = ImportSummary(dryRun: dryRun, counts: ImportRunCounts(), categorised: 0, needsReview: 0, results: [])
    }

    var flush: FlushMoment { .oncePerRun }

    func fileStarting(_ file: IncomingFile) {
        number += 1
        events.fileStarted(file.path, number: number, of: total)
    }

    func fileEnded(_ end: FileEnd) {
        let result = end.result
        switch result.status {
        case .failed: summary.counts.recordFailure()
        case .stored(_, let outcomes): summary.counts.record(file: outcomes)
        case .alreadyImported: summary.counts.record(file: [ImportOutcome(status: .alreadyImported, dryRun: summary.dryRun)])
        }
        summary.categorised += result.categorised
        summary.needsReview += result.needsReview
        events.fileFinished(result)
        summary.results.append(result.withoutRows())
    }

    func flushed(_ remote: RemoteChainMember) {
        for warning in remote.warnings { events.warning(warning) }
        summary.remoteLine = remote.summaryLine
    }
}
