import Foundation
import Testing

@testable import StatementCore

/// `parse --format json` writes a `Statement` through `Statement+Codable`: a statement read from a
/// structured file must travel the same way, with nothing lost.
@Suite struct StructuredStatementJSONTests {
    @Test(arguments: ["camt", "mt940", "ofx", "qif", "csv"])
    func aStructuredStatementSurvivesTheJSONRoundTrip(_ kind: String) throws {
        let bytes: [UInt8]
        switch kind {
        case "camt":
            let drawn = DrawnCAMT()
            bytes = drawn.document([
                drawn.statementXML(
                    id: "S1", balances: [drawn.balance("OPBD", "1000.00", date: "2024-02-29"), drawn.balance("CLBD", "2334.10", date: "2024-03-31")],
                    entries: CAMTReaderTests.entries)
            ])
        case "mt940": bytes = Array(MT940ReaderTests.body.utf8)
        case "ofx": bytes = Array(OFXReaderTests.sgml.utf8)
        case "qif": bytes = Array("!Type:Bank\nD2024-01-05\nT-20.00\nPMarket\n^\n".utf8)
        default: bytes = Array(CSVReaderTests.german.utf8)
        }
        let read = try #require(try StructuredStatementReader.read(bytes, options: StructuredReadOptions(currency: .eur)).first)
        let data = try JSONEncoder().encode(read.statement)
        let decoded = try JSONDecoder().decode(Statement.self, from: data)
        #expect(decoded.transactions == read.statement.transactions)
        #expect(decoded.verification == read.statement.verification)
        #expect(decoded.closingBalance == read.statement.closingBalance)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["transactions"] != nil && object["verification"] != nil && object["currency_decision"] != nil)
    }
}
