import Categorisation
import Foundation

// Subcommands are added here by each area; `categorise` measures the rule engine. The others
// live in their own files: parse (ParseBenchmark), ledger (LedgerBenchmarkCommand), import (ImportBenchmark),
// extract and rules (CommandBenchmarks). import, parse, extract and rules time the command itself first.
let arguments = Array(CommandLine.arguments.dropFirst())

func categoriseBenchmark(_ options: [String]) throws {
    var rowCounts = [25_000, 250_000]
    var ruleCount = 200
    var index = 0
    while index < options.count {
        switch options[index] {
        case "--rows" where index + 1 < options.count:
            rowCounts = options[index + 1].split(separator: ",").compactMap { Int($0) }
            index += 1
        case "--rules" where index + 1 < options.count:
            ruleCount = Int(options[index + 1]) ?? ruleCount
            index += 1
        default:
            FileHandle.standardError.write(Data("usage: statement-import-bench categorise [--rows N,M] [--rules N]\n".utf8))
            exit(2)
        }
        index += 1
    }
    for rows in rowCounts {
        print(try CategorisationBenchmark.run(ruleCount: ruleCount, rows: rows))
    }
}

/// Each subcommand and what runs it; the first four are what `all` runs, with no options.
let subcommands: [(name: String, run: ([String]) throws -> Void)] = [
    ("categorise", categoriseBenchmark), ("parse", parseBenchmark), ("ledger", ledgerBenchmark),
    ("import", importBenchmark), ("backends", ledgerBackendsBenchmark), ("report", reportBenchmark),
    ("extract", extractBenchmark), ("rules", rulesBenchmark), ("hash", hashBenchmark),
    ("write-statement", writeStatementCommand),
]
let chosen = subcommands.first { $0.name == arguments.first }

// An error a subcommand throws (a folder that does not exist, a file it cannot write) is one
// line and exit status 1, not a trap of the top-level code.
do {
    switch arguments.first {
    case _ where chosen != nil:
        try chosen?.run(Array(arguments.dropFirst()))
    case "all":
        for (name, benchmark) in subcommands.prefix(4) {
            print("== \(name) ==")
            try benchmark([])
        }
    default:
        print(
            """
            usage: statement-import-bench categorise [--rows N,M] [--rules N]
                   statement-import-bench parse [--pages N]
                   statement-import-bench ledger [--rows N]
                   statement-import-bench import [--pages N]
                   statement-import-bench extract [--pages N]
                   statement-import-bench rules LABELLED.csv [--invented-rules N]
                   statement-import-bench backends postgresql://user@host/empty-database [--pages N]
                   statement-import-bench report [--rows N]
                   statement-import-bench hash [--megabytes N]
                   statement-import-bench write-statement PATH [--pages N] [--account NUMBER]
                   statement-import-bench all
            """)
    }
} catch {
    FileHandle.standardError.write(Data("statement-import-bench: \(error)\n".utf8))
    exit(1)
}
