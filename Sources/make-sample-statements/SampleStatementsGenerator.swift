import Foundation
import StatementPDFWriter

/// Writes every sample and bad input into one directory, touching only files whose
/// bytes change so a re-run leaves a clean git status.
struct SampleStatementsGenerator {
    let outputDirectory: URL

    private var badDirectory: URL { outputDirectory.appendingPathComponent("bad") }

    func run() throws {
        try FileManager.default.createDirectory(at: badDirectory, withIntermediateDirectories: true)
        for sample in SampleStatement.all {
            try write(sample.pdf(), to: outputDirectory.appendingPathComponent("\(sample.name).pdf"))
            try write(Data(sample.expectedJSON().utf8), to: outputDirectory.appendingPathComponent("\(sample.name).expected.json"))
        }
        guard let source = SampleStatement.all.first else { return }
        let sourcePDF = source.pdf()
        try write(BadInputs.scannedPDF(), to: badDirectory.appendingPathComponent("scanned.pdf"))
        try write(BadInputs.truncated(sourcePDF), to: badDirectory.appendingPathComponent("truncated.pdf"))
        try write(BadInputs.errorPage(), to: badDirectory.appendingPathComponent("error-page.pdf"))
        try QPDFEncryption(password: BadInputs.encryptedPassword)
            .refresh(badDirectory.appendingPathComponent("encrypted.pdf"), from: sourcePDF)
        print("make-sample-statements: wrote \(SampleStatement.all.count) samples and 4 bad inputs to \(outputDirectory.path)")
    }

    private func write(_ data: Data, to url: URL) throws {
        if let existing = try? Data(contentsOf: url), existing == data { return }
        try data.write(to: url)
    }
}
