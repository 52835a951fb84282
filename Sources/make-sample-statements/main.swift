import Foundation
import StatementPDFWriter

// make-sample-statements [OUTPUT_DIR]: writes the sample statements, their expected
// parses and the bad inputs. The output is byte-for-byte the same on every run.
// make-sample-statements --year OUTPUT_DIR: writes a year of statements for `report` and `recurring`.
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "--year", arguments.count == 2 {
    let directory = URL(fileURLWithPath: arguments[1])
    do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for file in YearOfStatements.files() { try file.pdf().write(to: directory.appendingPathComponent(file.name)) }
    } catch {
        FileHandle.standardError.write(Data("make-sample-statements: \(error)\n".utf8))
        exit(1)
    }
    exit(0)
}
if arguments.contains("--help") || arguments.count > 1 {
    print(
        "usage: make-sample-statements [OUTPUT_DIR]   (default: SampleStatements)\n       make-sample-statements --year OUTPUT_DIR   (a year of statements for report and recurring)"
    )
    exit(arguments.contains("--help") ? 0 : 64)
}
let generator = SampleStatementsGenerator(outputDirectory: URL(fileURLWithPath: arguments.first ?? "SampleStatements"))
do {
    try generator.run()
} catch {
    FileHandle.standardError.write(Data("make-sample-statements: \(error)\n".utf8))
    exit(1)
}
