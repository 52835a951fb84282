import LedgerStore

/// Opens the shared ledger named by --ledger, STATEMENT_IMPORT_LEDGER or the XDG default, and
/// turns a failure into one line that says which file and what to do.
enum LedgerOpener {
    static let option = OptionSpec.value("--ledger", "PATH", "The ledger database (default $XDG_DATA_HOME/statement-import/ledger.sqlite; or set STATEMENT_IMPORT_LEDGER).")

    static func open(_ arguments: ParsedArguments, _ context: CommandContext) throws(CLIError) -> Ledger {
        let path = LedgerLocation.resolve(explicit: arguments.value("--ledger"), environment: context.environment)
        do {
            return try Ledger(path: path)
        } catch {
            throw CLIError("\(path): cannot open the ledger (\(error)): check the path and its permissions, or pass --ledger PATH",
                           exitCode: .cannotCreate)
        }
    }
}
