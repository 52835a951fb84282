import Testing

@testable import StatementCore

@Suite struct QIFReaderTests {
    private func read(_ text: String, currency: Currency? = nil) throws -> [StructuredStatement] {
        try StructuredStatementReader.read(Array(text.utf8), name: "statement.qif", options: StructuredReadOptions(currency: currency))
    }

    @Test func readsABankFileWithQuickensDatesAndSplits() throws {
        let text = """
            !Type:Bank
            D1/ 1'24
            T100.00
            POpening Balance
            L[Checking]
            ^
            D1/ 5'24
            T-1,045.90
            PCorner Grocer
            MWeekly shop
            N1001
            SFood:Groceries
            EFruit
            $-45.90
            SHousehold
            $-1,000.00
            ^
            D1/15'24
            U1500.00
            T1500.00
            PExample Employer
            ^
            """
        let read = try #require(try read(text, currency: .usd).first)
        let statement = read.statement
        #expect(read.format == .qif)
        #expect(statement.openingBalance?.minorUnits == 10_000)
        #expect(statement.transactions.map(\.amount.minorUnits) == [-104_590, 150_000])
        #expect(statement.transactions.map(\.date.iso) == ["2024-01-05", "2024-01-15"])
        #expect(statement.transactions[0].description == "Corner Grocer")
        #expect(statement.transactions[0].rawText.contains("split: Food:Groceries · Fruit · -45.90"))
        #expect(statement.transactions[0].rawText.contains("split: Household · -1,000.00"))
        #expect(statement.verification.verdict == .unverifiable)
        #expect(statement.verification.notes.isEmpty)
        #expect(statement.currency == .usd)
        #expect(statement.decisions.dateOrder.contains("month-day"))
    }

    @Test func theDayMonthOrderIsDecidedFromTheWholeFile() throws {
        let text = "!Type:CCard\nD01/05/2024\nT-3,50\nPCafe\n^\nD13/05/2024\nT-10,00\nPBakery\n^\n"
        let read = try #require(try read(text).first)
        #expect(read.statement.transactions.map(\.date.iso) == ["2024-05-01", "2024-05-13"])
        #expect(read.statement.transactions.map(\.amount.minorUnits) == [-350, -1000])
        #expect(read.statement.kind == .card)
        #expect(read.statement.decidedCurrency == nil)
        #expect(read.statement.decisions.dateOrder.contains("day-month"))
    }

    @Test func undecidedDatesTakeTheOrderThatKeepsThemTogether() throws {
        // 02/03, 03/03, 04/03: a month apart each read month-first, a day apart read day-first.
        let text = "!Type:Bank\nD02/03/2024\nT-1.00\n^\nD03/03/2024\nT-1.00\n^\nD04/03/2024\nT-1.00\n^\n"
        let statement = try #require(try read(text).first).statement
        #expect(statement.transactions.map(\.date.iso) == ["2024-03-02", "2024-03-03", "2024-03-04"])
    }

    @Test func isoDatesCashAndSeveralAccounts() throws {
        let text = """
            !Account
            NWallet
            TCash
            ^
            !Type:Cash
            D2024-01-05
            T-20
            PMarket
            ^
            !Account
            NSavings
            TBank
            ^
            !Type:Bank
            D2024-01-06
            T50.00
            PTransfer
            ^
            !Type:Cat
            NFood
            ^
            """
        let statements = try read(text)
        #expect(statements.count == 2)
        #expect(statements[0].statement.transactions.first?.amount.minorUnits == -2000)
        #expect(statements[1].statement.transactions.first?.date.iso == "2024-01-06")
    }

    @Test func splitsThatDoNotAddUpAreNoted() throws {
        let text = "!Type:Bank\nD2024-01-05\nT-50.00\nPShop\nSA\n$-20.00\nSB\n$-20.00\n^\n"
        let statement = try #require(try read(text).first).statement
        #expect(statement.verification.notes.first?.message.contains("splits add up to -40.00") == true)
    }

    @Test(arguments: [
        ("!Type:Bank\nDtomorrow\nT1.00\n^\n", "no date"), ("!Type:Bank\nD2024-01-05\nPShop\n^\n", "no amount"),
        ("!Type:Bank\nD2024-01-05\nTabc\n^\n", "no amount"), ("!Type:Invst\nD2024-01-05\nT1.00\n^\n", "no bank"),
        ("!Type:Bank\nD13/01/2024\nT1.00\n^\nD01/13/2024\nT1.00\n^\n", "disagree"),
    ])
    func badRecordsAreRefusedWithOneMessage(_ text: String, _ words: String) {
        #expect { try QIFReader.read(Array(text.utf8)) } throws: { ($0 as? StructuredFormatError)?.description.contains(words) == true }
    }
}
