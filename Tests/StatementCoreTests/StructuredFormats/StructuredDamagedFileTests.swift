import Testing

@testable import StatementCore

/// Damaged files (cut short anywhere, a byte changed anywhere) are read or refused with an error,
/// never a trap: every reader's input path is exercised by the copies of one drawn file each.
@Suite struct StructuredDamagedFileTests {
    static func samples() -> [(String, [UInt8])] {
        let drawn = DrawnCAMT()
        let camt = drawn.document([
            drawn.statementXML(
                id: "S1", balances: [drawn.balance("OPBD", "1000.00", date: "2024-02-29"), drawn.balance("CLBD", "2334.10", date: "2024-03-31")],
                summary: DrawnCAMT.summary(count: 3, credits: (1, "1500.00"), debits: (2, "165.90")), entries: CAMTReaderTests.entries)
        ])
        return [
            ("camt", camt), ("mt940", Array(MT940ReaderTests.body.utf8)), ("ofx1", Array(OFXReaderTests.sgml.utf8)),
            ("ofx2", Array(OFXReaderTests.xml.utf8)), ("qif", Array("!Type:Bank\nD1/ 5'24\nT-1,045.90\nPShop\nSA\n$-45.90\n^\n".utf8)),
            ("csv", Array(CSVReaderTests.german.utf8)),
        ]
    }

    @Test(arguments: ["camt", "mt940", "ofx1", "ofx2", "qif", "csv"])
    func damagedCopiesAreReadOrRefusedNeverTrapped(_ name: String) {
        guard let bytes = Self.samples().first(where: { $0.0 == name })?.1 else { return }
        let replacements: [UInt8] = [
            0x00, UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: ":"), UInt8(ascii: "-"), UInt8(ascii: "9"), UInt8(ascii: ";"), 0xFF, 0x0A,
        ]
        var outcomes = 0
        for cut in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 150)) {
            outcomes += outcome(Array(bytes[..<cut]))
            var changed = bytes
            changed[cut] = replacements[cut % replacements.count]
            outcomes += outcome(changed)
        }
        #expect(outcomes > 0)
    }

    private func outcome(_ bytes: [UInt8]) -> Int {
        do {
            _ = try StructuredStatementReader.read(bytes, options: StructuredReadOptions(currency: .eur))
            return 1
        } catch {
            #expect(!error.description.isEmpty)
            return 1
        }
    }
}
