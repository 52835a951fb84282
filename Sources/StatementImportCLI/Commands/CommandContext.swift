import Categorisation
import StatementImport

/// What a command may use besides its arguments: the console, the environment, and what the
/// command holds for its whole length (`state`: the configuration read once, the ledger
/// connections opened once). One context serves one command.
public struct CommandContext: Sendable {
    public var console: Console
    public var environment: [String: String]
    /// The executable a child process runs to read one file in isolation (a crash or a hang then
    /// loses that file alone): the tool's own binary, whatever it is named. Nil when the commands
    /// run inside another program, where `import` reads in-process.
    public var workerExecutable: String?
    /// The command's session: settings loaded once, ledger connections opened once.
    public private(set) var state: CommandSession

    public init(console: Console, environment: [String: String], workerExecutable: String? = nil) {
        self.console = console
        self.environment = environment
        self.workerExecutable = workerExecutable
        state = CommandSession(environment: environment)
    }

    /// The context of the `statement-import` executable itself: the standard console, and this
    /// very binary (found through the system, not its name) for the workers.
    public static func ofThisExecutable(environment: [String: String]) -> CommandContext {
        CommandContext(console: .standard, environment: environment, workerExecutable: ExecutableLocation.current)
    }

    /// The same context, its session reading `FILE` (`--config FILE`) in place of the XDG path.
    func configured(by file: String) -> CommandContext {
        var context = self
        context.state = CommandSession(environment: environment, configFile: file)
        return context
    }

    /// Where the rule and layout files are, in the documented order.
    var ruleFolders: RuleFolders { RuleFolders(environment: environment) }

    /// The ledger named by --ledger, STATEMENT_IMPORT_LEDGER or the XDG default.
    func ledger(_ arguments: ParsedArguments) -> LedgerAccess {
        state.ledger(explicitPath: arguments.value("--ledger"))
    }

    /// The command's ledger, rules and remote settings, built once: every command that reads
    /// rules or categorises asks this, so they all read the rules with the ledger's categories.
    func session(
        _ arguments: ParsedArguments, threshold: Double = CategorisationChain.defaultThreshold,
        remote: RemoteChoice = .configured
    ) -> LedgerSession {
        LedgerSession(
            ledger: ledger(arguments), folders: ruleFolders, threshold: threshold, remote: remote, environment: environment,
            settings: state.settings)
    }
}
