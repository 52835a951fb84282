import Testing

@testable import StatementCore

@Suite struct MT940ReaderTests {
    static let body = """
        :20:STMT240331
        :25:10020030/1234567890
        :28C:00003/001
        :60F:C240229EUR1000,00
        :61:2403010301CR1500,00NTRFNONREF//BANKREF-1
        :86:166?00GUTSCHRIFT?20SVWZ+Salary March?21 Example Employer?30TESTDEFF?31DE00111?32EXAMPLE EMPLOY
        ER LTD
        :61:2403050304DR45,90NDDTCARD-99//BANKREF-2
        /card 1234
        :86:Corner Grocer groceries
        paid by card
        :61:240310D120,NSTONONREF
        :86:/NAME/Landlord Example/REMI/Rent share March/EREF/X1
        :62F:C240331EUR2334,10
        """

    private func read(_ text: String) throws -> [StructuredStatement] { try StructuredStatementReader.read(Array(text.utf8), name: "statement.sta") }

    @Test func readsAndVerifiesAStatement() throws {
        let read = try #require(try read(Self.body).first)
        let statement = read.statement
        #expect(read.format == .mt940)
        #expect(statement.verification.verdict == .verified, "\(statement.verification)")
        #expect(statement.openingBalance?.minorUnits == 100_000)
        #expect(statement.closingBalance?.minorUnits == 233_410)
        #expect(statement.transactions.map(\.amount.minorUnits) == [150_000, -4590, -12000])
        #expect(statement.transactions.map(\.description) == ["EXAMPLE EMPLOYER LTD", "Corner Grocer groceries paid by card", "Landlord Example"])
        #expect(statement.transactions[1].date.iso == "2024-03-04")
        #expect(statement.transactions[1].valueDate?.iso == "2024-03-05")
        #expect(statement.transactions[2].date.iso == "2024-03-10")
        #expect(statement.bankCode == "10020030")
        #expect(statement.account == "…7890")
        #expect(read.bankReferences == ["BANKREF-1", "BANKREF-2", nil])
        #expect(statement.transactions[0].line == 5)
        #expect(statement.transactions[0].rawText.contains("?32EXAMPLE EMPLOY"))
    }

    @Test func theStructuredPurposeIsTheDescriptionWhenNoNameIsGiven() throws {
        let text = Self.body.replacingOccurrences(of: "?32EXAMPLE EMPLOY\nER LTD", with: "")
        let read = try #require(try read(text).first)
        #expect(read.statement.transactions[0].description == "SVWZ+Salary March Example Employer")
    }

    @Test func readsTheSWIFTFramingCRLFAndPadding() throws {
        let framed =
            "{1:F01TESTDEFFAXXX0000000000}{2:O9401200240331TESTDEFFAXXX00000000002403311200N}{4:\r\n"
            + Self.body.replacingOccurrences(of: "\n", with: "   \r\n") + "\r\n-}{5:{CHK:123456789ABC}}\r\n"
        let read = try #require(try read(framed).first)
        #expect(read.statement.verification.verdict == .verified)
        #expect(read.statement.transactions.count == 3)
    }

    @Test func severalStatementsInOneFile() throws {
        let second = """
            :20:STMT2
            :25:DE00123456780000005555
            :28C:1/1
            :60F:D240229EUR50,00
            :61:240302C60,00NTRFNONREF
            :86:Refund
            :62F:C240331EUR10,00
            """
        let statements = try read(Self.body + "\n-\n" + second + "\n-")
        #expect(statements.count == 2)
        #expect(statements.map(\.statement.verification.verdict) == [.verified, .verified])
        #expect(statements[1].statement.openingBalance?.minorUnits == -5000)
        #expect(statements[1].statement.bankCode == nil)
    }

    @Test func aStatementSplitOverIntermediateBalancesIsOneStatement() throws {
        let text = """
            :20:PART1
            :25:10020030/1234567890
            :28C:5/1
            :60F:C240229EUR100,00
            :61:240301C10,00NTRFNONREF
            :62M:C240301EUR110,00
            -
            :20:PART2
            :25:10020030/1234567890
            :28C:5/2
            :60M:C240301EUR110,00
            :61:240302D30,00NTRFNONREF
            :62F:C240302EUR80,00
            -
            """
        let statements = try read(text)
        #expect(statements.count == 1)
        #expect(statements[0].statement.transactions.count == 2)
        #expect(statements[0].statement.verification.verdict == .verified)
    }

    @Test func reversalsTakeTheOppositeSign() throws {
        let text = """
            :20:REV
            :25:DE00123456780000005555
            :60F:C240229EUR100,00
            :61:240301RC25,00NTRFNONREF
            :86:Reversed credit
            :61:240302RD5,00NTRFNONREF
            :86:Reversed debit
            :62F:C240331EUR80,00
            """
        let statement = try #require(try read(text).first).statement
        #expect(statement.transactions.map(\.amount.minorUnits) == [-2500, 500])
        #expect(statement.transactions[0].description == "Reversal: Reversed credit")
        #expect(statement.verification.verdict == .verified)
    }

    @Test func anEntryDateAcrossTheYearsTurnTakesTheOtherYear() throws {
        let text = """
            :20:TURN
            :25:DE00123456780000005555
            :60F:C231231EUR100,00
            :61:2401021231D10,00NTRFNONREF
            :62F:C240131EUR90,00
            """
        let row = try #require(try read(text).first?.statement.transactions.first)
        #expect(row.date.iso == "2023-12-31")
        #expect(row.valueDate?.iso == "2024-01-02")
    }

    @Test func aWrongClosingFailsAndNoBalanceIsUnverifiable() throws {
        let wrong = Self.body.replacingOccurrences(of: ":62F:C240331EUR2334,10", with: ":62F:C240331EUR2300,00")
        #expect(try read(wrong).first?.statement.verification.verdict == .failed)
    }

    @Test func anMT942IsProvenByItsCountsAndSums() throws {
        let text = """
            {1:F01TESTDEFFAXXX0000000000}{2:O942}{4:
            :20:INTRADAY
            :25:10020030/1234567890
            :28C:1/1
            :34F:EUR0,
            :13D:2403051200+0100
            :61:2403050305DR45,90NDDTNONREF
            :86:Corner Grocer
            :61:2403050305CR10,00NTRFNONREF
            :86:Refund
            :90D:1EUR45,90
            :90C:1EUR10,00
            -}
            """
        let read = try #require(try read(text).first)
        #expect(read.format == .mt942)
        #expect(read.statement.verification.verdict == .verified, "\(read.statement.verification)")
        let wrong = text.replacingOccurrences(of: ":90D:1EUR45,90", with: ":90D:2EUR90,00")
        #expect(try self.read(wrong).first?.statement.verification.verdict == .failed)
        let bare = text.replacingOccurrences(of: ":90D:1EUR45,90\n:90C:1EUR10,00\n", with: "")
        #expect(try self.read(bare).first?.statement.verification.verdict == .unverifiable)
    }

    @Test func aRowInAnotherCurrencyThanTheBalancesIsRefusedNotTrapped() {
        let text = ":20:X\n:25:1/2\n:61:240301D1,00NTRF\n:60F:C240229USD1,00\n:62F:C240331USD0,00\n"
        #expect { try MT940Reader.read(Array(text.utf8), options: StructuredReadOptions(currency: .eur)) } throws: {
            ($0 as? StructuredFormatError)?.message.contains("EUR") == true
        }
    }

    @Test(arguments: [
        (":61:2403XX0301CR1,00NTRF", "value date"), (":61:240301X1,00NTRF", "mark"), (":61:240301C1.00NTRF", "amount"),
        (":60F:C24EUR", "balance"),
    ])
    func aBadLineIsRefusedWithItsLine(_ line: String, _ words: String) {
        let text = ":20:X\n:25:1/2\n:60F:C240229EUR1,00\n" + line + "\n:62F:C240331EUR1,00\n"
        #expect { try MT940Reader.read(Array(text.utf8)) } throws: { error in
            let message = (error as? StructuredFormatError)?.description ?? ""
            return message.contains(words) && message.contains("line 4")
        }
    }
}
