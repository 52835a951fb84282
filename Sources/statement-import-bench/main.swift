import Categorisation
import Foundation

// Subcommands are added here by each area; `categorise` measures the rule engine.
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

switch arguments.first {
case "categorise":
    try categoriseBenchmark(Array(arguments.dropFirst()))
default:
    print("usage: statement-import-bench categorise [--rows N,M] [--rules N]")
}
