import Testing
import StatementCore

@Suite struct CSVWriterTests {
    @Test func quotesSeparatorsQuotesAndLineBreaksOnly() {
        #expect(CSVWriter.field("plain text") == "plain text")
        #expect(CSVWriter.field("") == "")
        #expect(CSVWriter.field("a,b") == "\"a,b\"")
        #expect(CSVWriter.field("say \"hi\"") == "\"say \"\"hi\"\"\"")
        #expect(CSVWriter.field("two\nlines") == "\"two\nlines\"")
        #expect(CSVWriter.field("crlf\r\ninside") == "\"crlf\r\ninside\"")
        #expect(CSVWriter.field("cr\ronly") == "\"cr\ronly\"")
        #expect(CSVWriter.field(" spaced ") == " spaced ")
        #expect(CSVWriter.field("café; 12€") == "café; 12€")
    }

    @Test func recordsEndInCRLF() {
        let text = CSVWriter.document(header: ["date", "description", "amount"],
                                      records: [["2025-03-02", "Coffee, large", "-3.50"], ["2025-03-03", "", "10.00"]])
        #expect(text == "date,description,amount\r\n2025-03-02,\"Coffee, large\",-3.50\r\n2025-03-03,,10.00\r\n")
        #expect(CSVWriter().text.isEmpty)
    }
}
