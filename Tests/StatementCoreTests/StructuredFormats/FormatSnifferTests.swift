import Testing

@testable import StatementCore

@Suite struct FormatSnifferTests {
    static let cases: [(String, StructuredFormat?)] = [
        ("%PDF-1.7\n...", .pdf),
        ("OFXHEADER:100\nDATA:OFXSGML\nVERSION:102\n\n<OFX>\n<SIGNONMSGSRSV1>", .ofxSGML),
        ("<?xml version=\"1.0\"?>\n<?OFX OFXHEADER=\"200\" VERSION=\"220\"?>\n<OFX></OFX>", .ofxXML),
        ("!Type:Bank\nD01/05/2024\nT-1.00\n^\n", .qif),
        ("!Account\nNChecking\n^\n!Type:CCard\n", .qif),
        ("<?xml version=\"1.0\"?><Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:camt.053.001.08\"><BkToCstmrStmt/></Document>", .camt053),
        ("<Document><BkToCstmrAcctRpt/></Document>", .camt052),
        ("<Document xmlns=\"urn:iso:std:iso:20022:tech:xsd:camt.054.001.02\"></Document>", .camt054),
        ("{1:F01BANKDEFFAXXX0000000000}{2:O940}{4:\r\n:20:REF\r\n:25:DE00/1\r\n:28C:1/1\r\n:60F:C240101EUR1,00\r\n-}", .mt940),
        (":20:REF\n:25:12345678/999\n:28C:1\n:34F:EUR0,\n:13D:2401021200+0100\n", .mt942),
        ("Date;Text;Amount\n01.02.2024;Coffee;-3,50\n02.02.2024;Salary;1000,00\n", .csv),
        ("<html><body>hello</body></html>", nil),
        ("Just a letter to the bank.\nRegards.", nil),
    ]

    @Test(arguments: cases.indices)
    func tellsTheFormatByContent(_ index: Int) {
        let (text, format) = Self.cases[index]
        #expect(FormatSniffer.sniff(Array(text.utf8), name: "statement.pdf") == format)
    }

    @Test func aFileOfNoKnownFormatIsToldWhichFormatsAreRead() {
        #expect { try StructuredStatementReader.read(Array("hello".utf8), name: "notes.txt") } throws: { error in
            let message = (error as? StructuredFormatError)?.description ?? ""
            return message.contains("notes.txt") && message.contains("CAMT.052/053/054") && message.contains("MT940")
        }
    }

    @Test func aFileAboveTheSizeLimitIsRefusedBeforeItIsRead() {
        var options = StructuredReadOptions()
        options.limits.maxBytes = 1000
        let big = Array(repeating: UInt8(ascii: "a"), count: 2000)
        #expect { try StructuredStatementReader.read(big, options: options) } throws: {
            ($0 as? StructuredFormatError)?.message.contains("limit") == true
        }
    }

    /// A PDF whose first bytes were damaged is told as a PDF (then "damaged"), not read as a table
    /// of cells, and a binary file is no table.
    @Test func aDamagedPDFHeaderAndABinaryFileAreNoCSV() {
        let damaged = Array("%P".utf8) + [0xC8] + Array("F-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\n2 0 obj\n<<>>,;\nendobj\n".utf8)
        #expect(FormatSniffer.sniff(damaged) == .pdf)
        let binary = Array("a,b,c\n1,2,3\n4,5,6\n".utf8) + [0, 1, 2] + Array("7,8,9\n".utf8)
        #expect(FormatSniffer.sniff(binary) == nil)
    }
}
