import Testing

@testable import StatementCore

/// A credit card's charges are money out whichever side its issuer wrote the OFX file from.
@Suite struct OFXCardSignTests {
    /// Made up: opening owed 100.00, a 20.00 charge and a 1.50 fee, a 50.00 payment; owed 71.50 at the end.
    static func card(charge: String, fee: String, payment: String, opening: String, closing: String, types: Bool = true) -> String {
        let (debit, feeType, credit) = types ? ("DEBIT", "FEE", "CREDIT") : ("OTHER", "OTHER", "OTHER")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
            <OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><TRNUID>1</TRNUID>
            <CCSTMTRS><CURDEF>EUR</CURDEF><CCACCTFROM><ACCTID>4111222233334444</ACCTID></CCACCTFROM>
            <BANKTRANLIST><DTSTART>20240301</DTSTART><DTEND>20240331</DTEND>
            <STMTTRN><TRNTYPE>\(debit)</TRNTYPE><DTPOSTED>20240304</DTPOSTED><TRNAMT>\(charge)</TRNAMT><FITID>C1</FITID><NAME>Bookshop</NAME></STMTTRN>
            <STMTTRN><TRNTYPE>\(feeType)</TRNTYPE><DTPOSTED>20240305</DTPOSTED><TRNAMT>\(fee)</TRNAMT><FITID>C2</FITID><NAME>Card fee</NAME></STMTTRN>
            <STMTTRN><TRNTYPE>\(credit)</TRNTYPE><DTPOSTED>20240320</DTPOSTED><TRNAMT>\(payment)</TRNAMT><FITID>C3</FITID><NAME>Payment</NAME></STMTTRN>
            </BANKTRANLIST>
            <LEDGERBAL><BALAMT>\(closing)</BALAMT><DTASOF>20240331</DTASOF></LEDGERBAL>
            <BALLIST><BAL><NAME>Opening balance</NAME><DESC>Balance at start</DESC><BALTYPE>DOLLAR</BALTYPE><VALUE>\(opening)</VALUE></BAL></BALLIST>
            </CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>
            """
    }

    private func statement(_ text: String) throws -> Statement {
        try #require(try OFXReader.read(Array(text.utf8)).first).statement
    }

    @Test func aCardWrittenFromTheHoldersSideIsReadAsWritten() throws {
        let read = try statement(Self.card(charge: "-20.00", fee: "-1.50", payment: "50.00", opening: "-100.00", closing: "-71.50"))
        #expect(read.kind == .card)
        #expect(read.transactions.map(\.amount.minorUnits) == [-2000, -150, 5000])
        #expect(read.closingBalance?.minorUnits == -7150)
        #expect(read.verification.verdict == .verified, "\(read.verification)")
        #expect(read.decisions.readings?.contains { $0.contains("issuer's side") } != true)
    }

    @Test func aCardWrittenFromTheIssuersSideHasItsChargesAsMoneyOut() throws {
        let read = try statement(Self.card(charge: "20.00", fee: "1.50", payment: "-50.00", opening: "100.00", closing: "71.50"))
        #expect(read.transactions.map(\.amount.minorUnits) == [-2000, -150, 5000])
        #expect(read.openingBalance?.minorUnits == -10_000)
        #expect(read.closingBalance?.minorUnits == -7150)
        #expect(read.verification.verdict == .verified, "\(read.verification)")
        #expect(read.decisions.readings?.contains { $0.contains("issuer's side") && $0.contains("DEBIT") } == true)
    }

    @Test func untypedRowsAreTurnedOnlyWhenThatAloneMakesTheBalancesAgree() throws {
        // Charges positive, the balance owed negative: only the turned rows lead from opening to closing.
        let turned = try statement(
            Self.card(charge: "20.00", fee: "1.50", payment: "-50.00", opening: "-100.00", closing: "-71.50", types: false))
        #expect(turned.closingBalance?.minorUnits == -7150)
        #expect(turned.transactions.map(\.amount.minorUnits) == [-2000, -150, 5000])
        #expect(turned.verification.verdict == .verified)
        #expect(turned.decisions.readings?.contains { $0.contains("balances agree") } == true)
        // A file that fails either way stays as written, failed.
        let wrong = try statement(Self.card(charge: "-20.00", fee: "-1.50", payment: "50.00", opening: "-100.00", closing: "-99.00", types: false))
        #expect(wrong.transactions.map(\.amount.minorUnits) == [-2000, -150, 5000])
        #expect(wrong.verification.verdict == .failed)
    }

    @Test func aBankStatementIsNeverTurned() throws {
        let bank = Self.card(charge: "20.00", fee: "1.50", payment: "-50.00", opening: "100.00", closing: "71.50")
            .replacingOccurrences(of: "CREDITCARDMSGSRSV1", with: "BANKMSGSRSV1").replacingOccurrences(of: "CCSTMTTRNRS", with: "STMTTRNRS")
            .replacingOccurrences(of: "CCSTMTRS", with: "STMTRS")
            .replacingOccurrences(
                of: "<CCACCTFROM><ACCTID>4111222233334444</ACCTID></CCACCTFROM>",
                with: "<BANKACCTFROM><BANKID>1</BANKID><ACCTID>123456</ACCTID><ACCTTYPE>CHECKING</ACCTTYPE></BANKACCTFROM>")
        let read = try statement(bank)
        #expect(read.kind == .current)
        #expect(read.transactions.map(\.amount.minorUnits) == [2000, 150, -5000])
    }
}
