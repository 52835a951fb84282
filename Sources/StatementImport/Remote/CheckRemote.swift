import Categorisation
import RemoteCategoriser
import Toolbox

/// `remote check`: the configured service asked about one made-up row, whether or not remote is
/// enabled. Lines to show (URL, model, protocol, where the key came from, latency; never the key)
/// and, when it does not work, the error in the application's categories.
public enum CheckRemote {
    public struct Report: Sendable {
        public var lines: [String]
        public var error: AppError?
    }

    /// The agreement the model earned in its last run is read from `ledger` when it is there (read
    /// only; a ledger that cannot be read just has none to show).
    /// `settings`: the command's configuration file, read once; nil reads it here.
    public static func run(
        environment: [String: String], keyFile: String?, ledger: LedgerAccess? = nil, settings: SettingsFile? = nil
    ) -> Report {
        let store = ledger?.mayExist == true ? (try? ledger?.openForReadingIfPresent()) ?? nil : nil
        let report = RemoteSetup.check(
            environment: environment, keyFileOption: keyFile,
            categories: Taxonomy.defaultCategories.sorted { $0.id < $1.id }, settings: settings,
            agreementMemory: store.map { LedgerAgreementMemory(ledger: $0, writes: false) })
        return Report(lines: report.lines.filter { !$0.hasPrefix("error: ") }, error: report.error.map(AppError.init))
    }
}
