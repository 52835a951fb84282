import LedgerStore

/// `ledger [--rows N]`: Ledger.importStatement against raw SQLite inserts of the same rows.
func ledgerBenchmark(_ options: [String]) throws {
    let rows = positiveIntegerOption("--rows", in: options, default: 20_000, usage: "ledger [--rows N]")
    print(try LedgerBenchmark.run(rows: rows))
}
