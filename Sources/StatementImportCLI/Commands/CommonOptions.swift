import StatementImport

/// Options several commands share, declared once so their help reads the same everywhere.
enum CommonOptions {
    static let ledger = OptionSpec.value(
        "--ledger", "PATH", "The ledger database (default $XDG_DATA_HOME/statement-import/ledger.sqlite; or set STATEMENT_IMPORT_LEDGER).")
    static let layout = OptionSpec.value("--layout", "NAME", "Use this layout profile instead of matching one (see `statement-import layouts`).")
    static let password = OptionSpec.value(
        "--password-file", "FILE", "Read the PDF password from FILE (or set \(PasswordSource.environmentVariable)).")
    static let threshold = OptionSpec.value(
        "--threshold", "0.7", "The confidence a category needs; rows below it wait for review.",
        parse: OptionValues.threshold)
    static let since = OptionSpec.value("--since", "YYYY-MM-DD", "Only from this date.", parse: OptionValues.date("--since"))
    static let until = OptionSpec.value("--until", "YYYY-MM-DD", "Only up to this date.", parse: OptionValues.date("--until"))
}
