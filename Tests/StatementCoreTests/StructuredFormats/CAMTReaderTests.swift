import Testing

@testable import StatementCore

@Suite struct CAMTReaderTests {
    typealias Entry = DrawnCAMT.Entry

    static let entries: [Entry] = [
        Entry(
            amount: "1500.00", indicator: "CRDT", booked: "2024-03-01", value: "2024-03-01", reference: "REF-1",
            details: [("Example Employer Ltd", "1500.00", "Salary March")]),
        Entry(
            amount: "45.90", booked: "2024-03-04", value: "2024-03-03", reference: "REF-2",
            details: [("Corner Grocer", "45.90", "Card 1234 groceries")]),
        Entry(amount: "120.00", booked: "2024-03-10", value: nil, reference: "REF-3", narrative: "Standing order rent share"),
    ]

    private func read(_ drawn: DrawnCAMT, balances: [String], summary: String = "", entries: [Entry] = entries) throws -> StructuredStatement {
        let bytes = drawn.document([drawn.statementXML(id: "S1", balances: balances, summary: summary, entries: entries)])
        let statements = try StructuredStatementReader.read(bytes, name: "statement.xml")
        try #require(statements.count == 1)
        return statements[0]
    }

    @Test(arguments: ["001.02", "001.04", "001.06", "001.08", "001.10", "001.13"])
    func readsAndVerifiesEveryVersion(_ version: String) throws {
        let drawn = DrawnCAMT(version: version)
        let read = try read(
            drawn, balances: [drawn.balance("OPBD", "1000.00", date: "2024-02-29"), drawn.balance("CLBD", "2334.10", date: "2024-03-31")])
        let statement = read.statement
        #expect(read.format == .camt053)
        #expect(statement.verification.verdict == .verified, "\(statement.verification)")
        #expect(statement.openingBalance?.minorUnits == 100_000)
        #expect(statement.closingBalance?.minorUnits == 233_410)
        #expect(statement.currency == .eur)
        #expect(statement.accountNumber == "DE00123456780000001234")
        #expect(statement.account == "…1234")
        #expect(statement.bankCode == "TESTDEFFXXX")
        #expect(statement.transactions.map(\.amount.minorUnits) == [150_000, -4590, -12000])
        #expect(statement.transactions.map(\.description) == ["Example Employer Ltd", "Corner Grocer", "Standing order rent share"])
        #expect(statement.transactions[1].date.iso == "2024-03-04")
        #expect(statement.transactions[1].valueDate?.iso == "2024-03-03")
        #expect(read.bankReferences == ["REF-1", "REF-2", "REF-3"])
        #expect(statement.period?.start.iso == "2024-03-01")
        #expect(statement.transactions[1].rawText.contains("Card 1234 groceries"))
    }

    @Test func readsANamespacePrefixAndDateTimes() throws {
        let drawn = DrawnCAMT(prefix: "c:", timeStamps: true)
        let read = try read(
            drawn, balances: [drawn.balance("PRCD", "1000.00", date: "2024-02-29"), drawn.balance("CLBD", "2334.10", date: "2024-03-31")])
        #expect(read.statement.verification.verdict == .verified)
        #expect(read.statement.transactions[0].date.iso == "2024-03-01")
    }

    @Test func aWrongClosingFails() throws {
        let drawn = DrawnCAMT()
        let read = try read(
            drawn, balances: [drawn.balance("OPBD", "1000.00", date: "2024-02-29"), drawn.balance("CLBD", "2300.00", date: "2024-03-31")])
        #expect(read.statement.verification.verdict == .failed)
    }

    @Test func aNegativeBalanceIsReadFromItsDebitIndicator() throws {
        let drawn = DrawnCAMT()
        let read = try read(
            drawn, balances: [drawn.balance("OPBD", "100.00", "DBIT", date: "2024-02-29"), drawn.balance("CLBD", "1234.10", date: "2024-03-31")])
        #expect(read.statement.openingBalance?.minorUnits == -10_000)
        #expect(read.statement.verification.verdict == .verified)
    }

    @Test func theTransactionSummaryIsChecked() throws {
        let drawn = DrawnCAMT()
        let good = DrawnCAMT.summary(count: 3, credits: (1, "1500.00"), debits: (2, "165.90"))
        let verified = try read(drawn, balances: [], summary: good)
        #expect(verified.statement.verification.verdict == .verified, "\(verified.statement.verification)")
        let bad = DrawnCAMT.summary(count: 4, credits: (1, "1500.00"), debits: (3, "200.00"))
        #expect(try read(drawn, balances: [], summary: bad).statement.verification.verdict == .failed)
    }

    @Test func noBalanceAndNoSummaryIsUnverifiable() throws {
        let read = try read(DrawnCAMT(), balances: [])
        #expect(read.statement.verification.verdict == .unverifiable)
        #expect(read.statement.verification.problems.first?.message.contains("CAMT.053") == true)
    }

    @Test func aBatchIsOneRowForItsTotalWithItsDetailsKept() throws {
        let drawn = DrawnCAMT()
        let batch = Entry(
            amount: "300.00", booked: "2024-03-15", reference: "B-1",
            details: [("Supplier One", "100.00", "Invoice 11"), ("Supplier Two", "200.00", "Invoice 22")], narrative: "Collective payment")
        let read = try read(
            drawn, balances: [drawn.balance("OPBD", "500.00", date: "2024-02-29"), drawn.balance("CLBD", "200.00", date: "2024-03-31")],
            entries: [batch])
        let row = try #require(read.statement.transactions.first)
        #expect(read.statement.transactions.count == 1)
        #expect(row.amount.minorUnits == -30_000)
        #expect(row.description == "Supplier One, Supplier Two")
        #expect(row.rawText.contains("Collective payment"))
        #expect(row.rawText.contains("Supplier One · 100.00 · Invoice 11"))
        #expect(row.rawText.contains("Supplier Two · 200.00 · Invoice 22"))
        #expect(read.statement.verification.verdict == .verified)
    }

    /// A batch's description is the other party where its details give one, not "Batch of N".
    @Test func aBatchIsDescribedByItsCounterpartyOrRemittance() throws {
        let drawn = DrawnCAMT()
        let balances = [drawn.balance("OPBD", "500.00", date: "2024-02-29"), drawn.balance("CLBD", "200.00", date: "2024-03-31")]
        func description(_ details: [(String, String, String)], narrative: String? = nil) throws -> String? {
            let batch = Entry(amount: "300.00", booked: "2024-03-15", details: details, narrative: narrative)
            return try read(drawn, balances: balances, entries: [batch]).statement.transactions.first?.description
        }
        let shared = [("Landlord Example", "100.00", "Rent"), ("Landlord Example", "200.00", "Deposit")]
        #expect(try description(shared, narrative: "SEPA collective transfer") == "Landlord Example")
        let many = (1...5).map { ("Supplier \($0)", "60.00", "Invoice \($0)") }
        #expect(try description(many) == "Supplier 1, Supplier 2, Supplier 3 and 2 more")
        // Details without names: the bank's narrative, else their remittance texts.
        let unnamed = [("", "100.00", "Invoice 11"), ("", "200.00", "Invoice 22")]
        #expect(try description(unnamed, narrative: "Collective payment") == "Collective payment")
        #expect(try description(unnamed) == "Invoice 11, Invoice 22")
        #expect(try description([("", "100.00", ""), ("", "200.00", "")]) == "Batch of 2: 2 transactions")
    }

    @Test func aReversalKeepsItsIndicatorAndIsMarked() throws {
        let drawn = DrawnCAMT()
        let reversal = Entry(
            amount: "45.90", indicator: "CRDT", booked: "2024-03-06", reversal: true, details: [("Corner Grocer", "45.90", "Refund")])
        let read = try read(
            drawn, balances: [drawn.balance("OPBD", "1000.00", date: "2024-02-29"), drawn.balance("CLBD", "2380.00", date: "2024-03-31")],
            entries: Self.entries + [reversal])
        #expect(read.statement.transactions.last?.amount.minorUnits == 4590)
        #expect(read.statement.transactions.last?.description == "Reversal: Corner Grocer")
        #expect(read.statement.verification.verdict == .verified)
    }

    @Test func aReversalWrittenWithTheOriginalIndicatorIsReadTheWayTheBalancesAgree() throws {
        let drawn = DrawnCAMT()
        let reversal = Entry(
            amount: "45.90", indicator: "DBIT", booked: "2024-03-06", reversal: true, details: [("Corner Grocer", "45.90", "Refund")])
        let read = try read(
            drawn, balances: [drawn.balance("OPBD", "1000.00", date: "2024-02-29"), drawn.balance("CLBD", "2380.00", date: "2024-03-31")],
            entries: Self.entries + [reversal])
        #expect(read.statement.transactions.last?.amount.minorUnits == 4590)
        #expect(read.statement.verification.verdict == .verified)
        #expect(read.statement.decisions.readings?.contains { $0.contains("opposite sign") } == true)
    }

    @Test func severalStatementsInOneFileAreSeveralStatements() throws {
        let drawn = DrawnCAMT()
        let bytes = drawn.document([
            drawn.statementXML(
                id: "S1", balances: [drawn.balance("OPBD", "1000.00", date: "2024-02-29"), drawn.balance("CLBD", "2334.10", date: "2024-03-31")],
                entries: Self.entries),
            drawn.statementXML(
                id: "S2", iban: "DE00123456780000009999",
                balances: [drawn.balance("OPBD", "10.00", date: "2024-02-29"), drawn.balance("CLBD", "1510.00", date: "2024-03-31")],
                entries: [Self.entries[0]]),
        ])
        let statements = try CAMTReader.read(bytes)
        #expect(statements.map(\.statement.account) == ["…1234", "…9999"])
        #expect(statements.allSatisfy { $0.statement.verification.verdict == .verified })
    }

    @Test func aReportsPendingEntriesAreLeftOut() throws {
        let drawn = DrawnCAMT(message: "BkToCstmrAcctRpt", statement: "Rpt")
        var pending = Self.entries[1]
        pending.status = "PDNG"
        let bytes = drawn.document([
            drawn.statementXML(
                id: "R1", balances: [drawn.balance("OPBD", "1000.00", date: "2024-02-29"), drawn.balance("ITBD", "2380.00", date: "2024-03-31")],
                entries: [Self.entries[0], pending, Self.entries[2]])
        ])
        let read = try #require(try StructuredStatementReader.read(bytes).first)
        #expect(read.format == .camt052)
        #expect(read.statement.transactions.count == 2)
        #expect(read.statement.verification.verdict == .verified)
    }

    @Test func aNotificationsBookedEntriesAreRead() throws {
        let drawn = DrawnCAMT(version: "001.04", message: "BkToCstmrDbtCdtNtfctn", statement: "Ntfctn")
        let bytes = drawn.document([drawn.statementXML(id: "N1", balances: [], entries: [Self.entries[0]])])
        let read = try #require(try StructuredStatementReader.read(bytes).first)
        #expect(read.format == .camt054)
        #expect(read.statement.transactions.count == 1)
        #expect(read.statement.verification.verdict == .unverifiable)
    }

    @Test(arguments: [
        ("<Amt Ccy=\"EUR\">12,50</Amt>", "no amount"), ("<Amt Ccy=\"USD\">12.50</Amt>", "USD"),
        ("<Amt Ccy=\"EUR\">12.50</Amt><CdtDbtInd>X</CdtDbtInd>", "indicator"),
    ])
    func aBadEntryIsRefusedWithOneClearMessage(_ amount: String, _ words: String) {
        let text = """
            <Document><BkToCstmrStmt><Stmt><Acct><Ccy>EUR</Ccy></Acct>
            <Ntry>\(amount)\(amount.contains("CdtDbtInd") ? "" : "<CdtDbtInd>DBIT</CdtDbtInd>")<BookgDt><Dt>2024-03-01</Dt></BookgDt></Ntry>
            </Stmt></BkToCstmrStmt></Document>
            """
        #expect { try CAMTReader.read(Array(text.utf8)) } throws: { error in
            let message = (error as? StructuredFormatError)?.description ?? ""
            return message.contains(words) && message.contains("line 2")
        }
    }
}
