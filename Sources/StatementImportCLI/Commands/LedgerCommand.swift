import LedgerStore
import StatementImport

/// `statement-import ledger copy FROM TO`: move a whole ledger between a SQLite file and a
/// PostgreSQL database (either way), proved by row counts and balances.
enum LedgerCommand {
    static let spec = CommandSpec.group(
        "ledger",
        summary: "copy a whole ledger between a SQLite file and a PostgreSQL database.",
        discussion: """
            A ledger is a file path (SQLite) or a postgresql:// URL (PostgreSQL). The password of a server
            goes in ~/.pgpass (mode 0600) or PGPASSFILE, never in the URL; see "Share a ledger" in docs/usage.md.
            """,
        subcommands: [copy]
    )

    static let copy = CommandSpec(
        name: "ledger copy",
        summary: "Copy every table of the ledger FROM into the empty ledger TO, then prove the row counts and balances.",
        arguments: "FROM TO",
        minimumPositionals: 2,
        maximumPositionals: 2,
        discussion: """
            TO must be empty: a new file, or a database without a ledger (or one just created by statement-import).
            The copy is one transaction: it is kept only when every table has as many rows as in FROM and every
            account the same balance. FROM is only read. Exit status: 0 copied, 66 no ledger at FROM, 73 TO is
            not empty or the copy does not match, 69 a server cannot be reached.
            """,
        run: { arguments, context in
            let source = LedgerAccess(explicitPath: arguments.positionals[0], environment: context.environment)
            let target = LedgerAccess(explicitPath: arguments.positionals[1], environment: context.environment)
            let report = try CopyLedger(source: source, target: target).run()
            let tables = report.rowsPerTable.filter { $0.rows > 0 }.map { "\($0.rows) \($0.table.replacingOccurrences(of: "_", with: " "))" }
            context.console.print(
                "copied \(DisplayName.of(source.path)) to \(DisplayName.of(target.path)): "
                    + (tables.isEmpty ? "an empty ledger" : tables.joined(separator: ", ")))
            context.console.print(
                "verified: the row counts of all \(report.rowsPerTable.count) tables and the balances of "
                    + "\(report.accountsBalanced) account\(report.accountsBalanced == 1 ? "" : "s") match")
            return .success
        }
    )
}
