import Testing
import StatementCore
import Toolbox

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
        let text = CSVWriter.document(
            header: ["date", "description", "amount"],
            records: [["2025-03-02", "Coffee, large", "-3.50"], ["2025-03-03", "", "10.00"]])
        #expect(text == "date,description,amount\r\n2025-03-02,\"Coffee, large\",-3.50\r\n2025-03-03,,10.00\r\n")
        #expect(CSVWriter().text.isEmpty)
    }
}

/// Issue 26 item 12: one policy for every CSV the tool writes.
@Suite struct CSVFormulaPolicyTests {
    @Test func formulaTextGetsAnApostropheAndNumbersStayNumbers() {
        #expect(CSVWriter.field("=SUM(A1)") == "'=SUM(A1)")
        #expect(CSVWriter.field("+44 TRANSFER") == "'+44 TRANSFER")
        #expect(CSVWriter.field("-2+3 SHOP") == "'-2+3 SHOP")
        #expect(CSVWriter.field("@HOME") == "'@HOME")
        #expect(CSVWriter.field("\tTAB") == "'\tTAB")
        #expect(CSVWriter.field("=A1,B1") == "\"'=A1,B1\"")
        #expect(CSVWriter.field("-12.50") == "-12.50")
        #expect(CSVWriter.field("+3") == "+3")
        #expect(CSVWriter.field("-") == "'-")
        #expect(CSVWriter.field("-.5") == "'-.5")
        #expect(CSVWriter.field("TESCO -5") == "TESCO -5")
    }
}
