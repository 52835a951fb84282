import Categorisation
import LedgerStore
import Toolbox

/// What a command that reads rules, the ledger or the remote settings shares, decided here once
/// per command so `import`, `batch`, `recategorise`, `review`, `remote preview`, `rules` and
/// `doctor` cannot drift apart: the rules are always read with the ledger's own categories (a rule naming one
/// made with `categories add` loads everywhere), the remote configuration is checked before
/// anything is created, and the chain is built in one place. SwiftPM's `SwiftCommandState` is the
/// model: a small value the commands ask, not a framework.
public struct LedgerSession: Sendable {
    public var ledger: LedgerAccess
    public var folders: RuleFolders
    public var threshold: Double
    public var remote: RemoteChoice
    public var environment: [String: String]
    /// The command's configuration file, read once: `[remote]` comes from it.
    public var settings: SettingsFile?

    public init(
        ledger: LedgerAccess, folders: RuleFolders, threshold: Double = CategorisationChain.defaultThreshold,
        remote: RemoteChoice = .configured, environment: [String: String] = [:], settings: SettingsFile? = nil
    ) {
        self.settings = settings
        self.ledger = ledger
        self.folders = folders
        self.threshold = threshold
        self.remote = remote
        self.environment = environment
    }

    /// Every rule file read, each problem kept, with the categories people added to the ledger
    /// (when there is one: nothing is created to find out).
    public func readRules() throws(AppError) -> RuleCatalog.Reading {
        RuleCatalog.read(folders, extraCategoryIDs: try ledger.userCategoryIDs())
    }

    /// The rules, or one line naming the first problem.
    public func loadRules() throws(AppError) -> RuleSet {
        try RuleCatalog.load(folders, extraCategoryIDs: try ledger.userCategoryIDs())
    }

    /// Whether the remote step is on. A bad remote configuration or key file throws here, so a
    /// command calls this before it opens (and perhaps creates) the ledger.
    public func remoteWanted() throws(AppError) -> Bool {
        try RemoteChainMember.make(remote, environment: environment, settings: settings, categories: try RemoteCategoryList.of(nil)) != nil
    }

    /// The ledger opened to add to it, created when it is not there yet.
    public func openForWriting() throws(AppError) -> Ledger { try ledger.openForWriting() }

    /// An existing ledger opened read-only; a missing one is reported, never created.
    public func openForReading() throws(AppError) -> Ledger { try ledger.openForReading() }

    /// An existing ledger opened to change it.
    public func openExisting() throws(AppError) -> Ledger { try ledger.openExisting() }

    /// The categorisation chain trained on `store`, with the remote step (offered the ledger's
    /// categories) when `withRemote`; without a ledger, the rules alone, as on a first import.
    /// The remote's agreement for its service and model is read from the ledger before it is asked
    /// and recorded after, except in a dry run, which writes nothing.
    public func categoriser(on store: Ledger?, rules: RuleSet, withRemote: Bool, dryRun: Bool) throws(AppError) -> LedgerCategoriser {
        guard let store else { return LedgerCategoriser(chain: CategorisationChain([rules], threshold: threshold)) }
        var categoriser = try LedgerCategoriser.load(ledger: store, rules: rules, threshold: threshold)
        if withRemote {
            categoriser.remote = try RemoteChainMember.make(
                remote, environment: environment, settings: settings, categories: try RemoteCategoryList.of(store),
                agreementMemory: LedgerAgreementMemory(ledger: store, writes: !dryRun))
        }
        return categoriser
    }
}
