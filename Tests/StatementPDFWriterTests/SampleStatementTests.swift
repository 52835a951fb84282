import Foundation
import StatementPDFWriter
import Testing

/// The committed samples are what the writer makes today, byte for byte, with their expected
/// parses: a change to the writer that moves a sample shows here before the parser tests fail.
@Suite struct SampleStatementTests {
    static let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("SampleStatements")

    @Test(arguments: SampleStatement.all.map(\.name))
    func theCommittedSampleIsWhatTheWriterMakes(_ name: String) throws {
        let sample = try #require(SampleStatement.all.first { $0.name == name })
        let committed = try Data(contentsOf: Self.samples.appendingPathComponent(name + ".pdf"))
        #expect(sample.pdf() == committed, "regenerate with `swift run make-sample-statements` and review the change")
        let expected = try String(contentsOf: Self.samples.appendingPathComponent(name + ".expected.json"), encoding: .utf8)
        #expect(
            sample.expectedJSON().trimmingCharacters(in: .whitespacesAndNewlines)
                == expected.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    @Test func aLargeStatementHasThePagesAskedFor() {
        let large = LargeStatement.make(pages: 3)
        let text = String(decoding: large.pdf, as: UTF8.self)
        #expect(text.contains("/Count 3"))
    }
}
