import Categorisation
import StatementImport

/// What a command may use besides its arguments: the console and the environment.
public struct CommandContext: Sendable {
    public var console: Console
    public var environment: [String: String]

    public init(console: Console, environment: [String: String]) {
        self.console = console
        self.environment = environment
    }

    /// Where the rule and layout files are, in the documented order.
    var ruleFolders: RuleFolders { RuleFolders(environment: environment) }

    /// The ledger named by --ledger, STATEMENT_IMPORT_LEDGER or the XDG default.
    func ledger(_ arguments: ParsedArguments) -> LedgerAccess {
        LedgerAccess(explicitPath: arguments.value("--ledger"), environment: environment)
    }

    /// The command's ledger, rules and remote settings, built once: every command that reads
    /// rules or categorises asks this, so they all read the rules with the ledger's categories.
    func session(
        _ arguments: ParsedArguments, threshold: Double = CategorisationChain.defaultThreshold,
        remote: RemoteChoice = .configured
    ) -> LedgerSession {
        LedgerSession(ledger: ledger(arguments), folders: ruleFolders, threshold: threshold, remote: remote, environment: environment)
    }
}
