import Foundation
import StatementCore
import StatementImport

/// The command part of `import`, `parse`, `extract` and `rules`: the command a person runs, in its
/// own process beside `pdftotext -layout` on the same file, then the use case it calls, in this
/// process. The rest of each benchmark breaks that down.
enum CommandBenchmarks {
    static func importFigures(_ file: GeneratedStatementFile) throws {
        let figures = CommandFigures(directory: file.directory)
        let ledger = file.directory + "/command-ledger.sqlite"
        print("the command (fresh ledger each run, shipped rules, remote off):")
        figures.print(
            [1, 2].map { jobs in
                (
                    "statement-import import --jobs \(jobs)",
                    ["import", file.path, "--jobs", String(jobs), "--ledger", ledger, "--no-remote"]
                )
            }, referencePDF: file.path)
        print("the use case it calls (ImportStatements, in this process, no reader process):")
        for jobs in [1, 2] {
            try UseCaseRuns.print("import --jobs \(jobs)") {
                "\(try UseCaseRuns.importFile(file.path, directory: file.directory, jobs: jobs, environment: figures.environment).formatted()) rows"
            }
        }
    }

    static func parseFigures(_ file: GeneratedStatementFile) throws {
        let figures = CommandFigures(directory: file.directory)
        print("the command:")
        figures.print(
            [1, 2].flatMap { jobs in
                ["json", "table"].map { format in
                    ("statement-import parse --jobs \(jobs) --format \(format)", ["parse", file.path, "--jobs", String(jobs), "--format", format])
                }
            }, referencePDF: file.path)
        print("the use case it calls (StatementFileReader.read, in this process):")
        for jobs in [1, 2] {
            try UseCaseRuns.print("parse --jobs \(jobs)") {
                "\(try UseCaseRuns.parseFile(file.path, jobs: jobs, environment: figures.environment).formatted()) rows"
            }
        }
    }
}

/// `extract [--pages N]`: `statement-import extract` (text and json) of a generated statement
/// beside `pdftotext -layout`, then extraction alone in this process (the reader's pages).
func extractBenchmark(_ options: [String]) throws {
    let pages = positiveIntegerOption("--pages", in: options, default: 500, usage: "extract [--pages N]")
    let file = try GeneratedStatementFile.make(pages: pages)
    defer { file.remove() }
    print("extract: \(pages) pages, \(file.rowCount.formatted()) rows generated")
    let figures = CommandFigures(directory: file.directory)
    figures.print(
        [
            ("statement-import extract", ["extract", file.path]),
            ("statement-import extract --format json", ["extract", file.path, "--format", "json"]),
        ], referencePDF: file.path)
    print("in this process:")
    for jobs in [1, 2] {
        let reader = StatementFileReader(parser: StatementParser(), password: nil, jobs: jobs)
        try UseCaseRuns.print("the reader's pages, --jobs \(jobs)") { "\(try reader.pages(file.path).count) pages" }
    }
}

/// `rules CSV`: `statement-import rules eval CSV` (shipped rules) as a process, then the use case
/// (`EvaluateRules`) in this process. `scripts/make-labelled-rows 25000 > rows.csv` writes the file
/// the figures in docs/development/benchmarks.md were taken on.
/// `--invented-rules N` adds N rules that match nothing (`InventedRules`) as the user's own.
func rulesBenchmark(_ options: [String]) throws {
    let invented: Int? = options.count == 1 ? 0 : options.count == 3 && options[1] == "--invented-rules" ? Int(options[2]) : nil
    guard let invented, invented >= 0, FileManager.default.fileExists(atPath: options[0]) else {
        FileHandle.standardError.write(
            Data(
                "usage: statement-import-bench rules LABELLED.csv [--invented-rules N] (scripts/make-labelled-rows 25000 > rows.csv)\n"
                    .utf8))
        exit(2)
    }
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("statement-import-bench-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let figures = CommandFigures(directory: directory)
    if invented > 0 {
        try InventedRules.write(count: invented, environment: figures.environment)
        print("with \(invented) invented rules that match nothing, as the user's own")
    }
    print("rules eval \(DisplayName.of(options[0])) (pdftotext: not a PDF, no reference)")
    figures.print([("statement-import rules eval", ["rules", "eval", options[0]])], referencePDF: nil)
    print("the use case it calls (EvaluateRules, in this process):")
    try UseCaseRuns.print("rules eval") {
        String(format: "%.1f%% decided", 100 * (try UseCaseRuns.evaluateRules(options[0], directory: directory, environment: figures.environment)))
    }
}
