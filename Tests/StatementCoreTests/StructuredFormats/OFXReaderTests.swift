import Testing

@testable import StatementCore

@Suite struct OFXReaderTests {
    static let sgml = """
        OFXHEADER:100
        DATA:OFXSGML
        VERSION:102
        SECURITY:NONE
        ENCODING:USASCII
        CHARSET:1252

        <OFX>
        <SIGNONMSGSRSV1><SONRS><STATUS><CODE>0<SEVERITY>INFO</STATUS><DTSERVER>20240331120000<LANGUAGE>ENG
        <FI><ORG>Example Bank<FID>1234</FI></SONRS></SIGNONMSGSRSV1>
        <BANKMSGSRSV1><STMTTRNRS><TRNUID>1<STATUS><CODE>0<SEVERITY>INFO</STATUS>
        <STMTRS><CURDEF>USD
        <BANKACCTFROM><BANKID>021000021<ACCTID>000123456789<ACCTTYPE>CHECKING</BANKACCTFROM>
        <BANKTRANLIST><DTSTART>20240301<DTEND>20240331
        <STMTTRN><TRNTYPE>DEBIT<DTPOSTED>20240305120000.000[-5:EST]<TRNAMT>-45.90<FITID>FIT-2<NAME>Corner Grocer &amp; Deli<MEMO>Card 1234</STMTTRN>
        <STMTTRN><TRNTYPE>CREDIT<DTPOSTED>20240301<DTAVAIL>20240302<TRNAMT>1500.00<FITID>FIT-1<NAME>Example Employer</STMTTRN>
        <STMTTRN><TRNTYPE>CHECK<DTPOSTED>20240310<TRNAMT>-120.00<FITID>FIT-3<CHECKNUM>1001<MEMO>Rent share</STMTTRN>
        </BANKTRANLIST>
        <LEDGERBAL><BALAMT>2334.10<DTASOF>20240331</LEDGERBAL>
        <AVAILBAL><BALAMT>2300.00<DTASOF>20240331</AVAILBAL>
        </STMTRS></STMTTRNRS></BANKMSGSRSV1>
        </OFX>
        """

    static let xml = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
        <OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><TRNUID>1</TRNUID>
        <CCSTMTRS><CURDEF>EUR</CURDEF><CCACCTFROM><ACCTID>4111222233334444</ACCTID></CCACCTFROM>
        <BANKTRANLIST><DTSTART>20240301</DTSTART><DTEND>20240331</DTEND>
        <STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20240304</DTPOSTED><TRNAMT>-20,00</TRNAMT><FITID>C1</FITID><PAYEE><NAME>Bookshop</NAME></PAYEE></STMTTRN>
        <STMTTRN><TRNTYPE>CREDIT</TRNTYPE><DTPOSTED>20240320</DTPOSTED><TRNAMT>+50.00</TRNAMT><FITID>C2</FITID><NAME>Payment, thank you</NAME></STMTTRN>
        </BANKTRANLIST>
        <LEDGERBAL><BALAMT>-70.00</BALAMT><DTASOF>20240331</DTASOF></LEDGERBAL>
        <BALLIST><BAL><NAME>Opening balance</NAME><DESC>Balance at start</DESC><BALTYPE>DOLLAR</BALTYPE><VALUE>-100.00</VALUE></BAL></BALLIST>
        </CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>
        """

    @Test func readsOFX1SGMLWithUnclosedTags() throws {
        let read = try #require(try StructuredStatementReader.read(Array(Self.sgml.utf8), name: "statement.qfx").first)
        let statement = read.statement
        #expect(read.format == .ofxSGML)
        #expect(statement.institution == "Example Bank")
        #expect(statement.currency == .usd)
        #expect(statement.bankCode == "021000021")
        #expect(statement.account == "…6789")
        #expect(statement.transactions.map(\.amount.minorUnits) == [150_000, -4590, -12000])
        #expect(statement.transactions.map(\.description) == ["Example Employer", "Corner Grocer & Deli", "Rent share"])
        #expect(read.bankReferences == ["FIT-1", "FIT-2", "FIT-3"])
        #expect(statement.transactions[0].valueDate?.iso == "2024-03-02")
        #expect(statement.closingBalance?.minorUnits == 233_410)
        #expect(statement.statementDate?.iso == "2024-03-31")
        #expect(statement.period?.start.iso == "2024-03-01")
        #expect(statement.verification.verdict == .unverifiable)
        #expect(statement.verification.problems.first?.message.contains("no opening balance") == true)
    }

    @Test func readsOFX2XMLACardStatementProvenByItsStatedOpening() throws {
        let read = try #require(try StructuredStatementReader.read(Array(Self.xml.utf8)).first)
        #expect(read.format == .ofxXML)
        #expect(read.statement.kind == .card)
        #expect(read.statement.transactions.map(\.amount.minorUnits) == [-2000, 5000])
        #expect(read.statement.transactions[0].description == "Bookshop")
        #expect(read.statement.openingBalance?.minorUnits == -10_000)
        #expect(read.statement.verification.verdict == .verified, "\(read.statement.verification)")
        let wrong = Self.xml.replacingOccurrences(of: "<VALUE>-100.00", with: "<VALUE>-90.00")
        #expect(try OFXReader.read(Array(wrong.utf8)).first?.statement.verification.verdict == .failed)
    }

    @Test func severalAccountsInOneFileAreSeveralStatements() throws {
        let second = Self.sgml.replacingOccurrences(of: "000123456789", with: "000999998888")
        let stmt =
            "<STMTTRNRS>" + (second.components(separatedBy: "<STMTTRNRS>").last?.components(separatedBy: "</STMTTRNRS>").first ?? "") + "</STMTTRNRS>"
        let both = Self.sgml.replacingOccurrences(of: "</STMTTRNRS></BANKMSGSRSV1>", with: "</STMTTRNRS>" + stmt + "</BANKMSGSRSV1>")
        let statements = try OFXReader.read(Array(both.utf8))
        #expect(statements.map(\.statement.account) == ["…6789", "…8888"])
    }

    @Test func anOFX2FileWithADoctypeIsRefused() {
        let hostile = Self.xml.replacingOccurrences(of: "<OFX>", with: "<!DOCTYPE OFX [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><OFX>")
        #expect { try OFXReader.read(Array(hostile.utf8)) } throws: { ($0 as? StructuredFormatError)?.message.contains("DOCTYPE") == true }
    }

    @Test(arguments: [
        ("<TRNAMT>-45.90", "<TRNAMT>abc", "cannot read the amount 'abc'"), ("<DTPOSTED>20240305120000.000[-5:EST]", "<DTPOSTED>2024", "no date"),
        ("</STMTRS>", "</STMTRSX>", "closes no"),
    ])
    func aBadTransactionIsRefusedWithItsLine(_ old: String, _ new: String, _ words: String) {
        let text = Self.sgml.replacingOccurrences(of: old, with: new)
        #expect { try OFXReader.read(Array(text.utf8)) } throws: { error in
            ((error as? StructuredFormatError)?.description ?? "").contains(words)
        }
    }

    @Test func deepNestingIsBounded() {
        let deep = "OFXHEADER:100\n<OFX>" + String(repeating: "<AGG>", count: 200) + "</OFX>"
        #expect { try OFXReader.read(Array(deep.utf8)) } throws: { ($0 as? StructuredFormatError)?.message.contains("deeper") == true }
    }
}
