import Foundation
import StatementCore
import StatementImport
import StatementPDFWriter
import Testing

/// Every statement the project draws prints its holder's name and address in its own place (left,
/// right, beside the account's details, under a label): the reader finds each, whole, and nothing else.
@Suite struct HolderBlockReadingTests {
    @Test(arguments: SampleStatement.all.map(\.name))
    func theDrawnHoldersBlockIsFound(_ name: String) throws {
        let sample = try #require(SampleStatement.all.first { $0.name == name })
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("HolderBlock-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let pdf = directory.appendingPathComponent(name + ".pdf")
        try sample.pdf().write(to: pdf)
        let file = try StatementFileReader(parser: StatementParser(), password: nil).read(pdf.path)
        let printed = sample.accounts[0].accountHolder
        let expected = HolderBlock(names: [printed[0]], address: Array(printed.dropFirst()))
        #expect(!file.statements.isEmpty)
        for statement in file.statements {
            #expect(statement.holderBlock == expected)
        }
    }
}
