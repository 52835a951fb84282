import Foundation

// make-sample-statements [OUTPUT_DIR]: writes the sample statements, their expected
// parses and the bad inputs. The output is byte-for-byte the same on every run.
let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.count > 1 {
    print("usage: make-sample-statements [OUTPUT_DIR]   (default: SampleStatements)")
    exit(arguments.contains("--help") ? 0 : 64)
}
let generator = SampleStatementsGenerator(outputDirectory: URL(fileURLWithPath: arguments.first ?? "SampleStatements"))
do {
    try generator.run()
} catch {
    FileHandle.standardError.write(Data("make-sample-statements: \(error)\n".utf8))
    exit(1)
}
