import Categorisation
import Foundation
import LedgerStore
import RemoteCategoriser
import Toolbox

/// `remote preview PATH...`: reads the files as an import would, runs the local categorisers
/// (with what the ledger has learned, when there is one) and returns exactly the requests the
/// remote step would send for the rows they leave open. Sends nothing and needs no key.
public struct PreviewRemote {
    public struct Result: Sendable {
        public var requests: [RemotePreview.Request]
        /// Open rows found in the files, before the cache and duplicate descriptions are taken out.
        public var openRows: Int
        /// Per file that could not be read, its one-line error; files already in the ledger.
        public var problems: [AppError]
        public var alreadyImported: [String]
    }

    public var paths: [String]
    public var ledger: LedgerAccess
    public var folders: RuleFolders
    public var layout: String?
    public var passwordFile: String?
    public var threshold: Double
    public var environment: [String: String]
    public var readingLimits: ReadingLimits?
    /// The readers of the files, in processes of their own as `import`'s are (this process may hold
    /// the remote settings); nil reads them here.
    public var isolation: FileIsolation?
    /// The command's configuration file, read once (`[remote]`); nil reads it here.
    public var settings: SettingsFile?

    public init(
        paths: [String], ledger: LedgerAccess, folders: RuleFolders, layout: String? = nil, passwordFile: String? = nil,
        threshold: Double = CategorisationChain.defaultThreshold, environment: [String: String]
    ) {
        self.paths = paths
        self.ledger = ledger
        self.folders = folders
        self.layout = layout
        self.passwordFile = passwordFile
        self.threshold = threshold
        self.environment = environment
    }

    /// Through `ImportPipeline`, as an import reads and categorises its files, with the policy as
    /// its destination: nothing is stored, and the rows the local members leave open are kept.
    public func run() throws(AppError) -> Result {
        var reader = try StatementFileReader(folders: folders, layout: layout, passwordFile: passwordFile, environment: environment)
        reader.limits = readingLimits
        let session = LedgerSession(ledger: ledger, folders: folders, threshold: threshold, environment: environment, settings: settings)
        let rules = try session.loadRules()
        // Preview never creates a ledger: without one, only the rules run, as on a first import.
        let store = LedgerLocation.mayExist(ledger.path) ? try ledger.openForReadingIfPresent() : nil
        let categoriser = try session.categoriser(on: store, rules: rules, withRemote: false, dryRun: true)
        let categories = try RemoteCategoryList.of(store)
        let (files, refused) = PDFFinder.find(paths)
        let collected = PreviewCollection()
        let pipeline = ImportPipeline(destination: .policy(holding: store), categoriser: categoriser, loadCategoriser: { categoriser })
        try pipeline.run(
            FileIsolation.files(files), refused: refused.map { (FileIsolation.file($0.path), $0.error) }, hashes: [:],
            policy: collected
        ) { incoming -> any StatementSource in
            isolation.map { ($0.jobs > 1 && incoming.count == 1 ? $0.alone : $0).source(hashes: [:], early: nil) }
                ?? InProcessSource(reader: reader, hashes: [:])
        }
        var result = Result(requests: [], openRows: collected.rows.count, problems: collected.problems, alreadyImported: collected.alreadyImported)
        do {
            result.requests = try RemoteSetup.preview(
                rows: collected.rows, environment: environment, categories: categories, settings: settings,
                settled: RemoteChainMember.spread(collected.settled),
                agreementMemory: store.map { LedgerAgreementMemory(ledger: $0, writes: false) })
        } catch {
            throw AppError(error)
        }
        return result
    }
}
