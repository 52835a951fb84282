import Testing
@testable import StatementCore

/// The holder's name and address block of a statement's first page (issue 26 item 10), found by
/// geometry and vocabulary on pages built by hand.
@Suite struct HolderBlockTests {
    @Test func aWindowEnvelopeBlockBesideTheAccountsDetailsIsFound() {
        var page = HandBuiltPage()
        page.line(.left("Testbank", 40), .right("Current Account Statement", 555), gap: 40)
        page.line(.left("MRS JANE Q EXAMPLE", 40), .right("Account number 11112222", 555))
        page.line(.left("Flat 2, 31 Sample Road", 40), .right("Sort code 00-11-22", 555))
        page.line(.left("Exampleton", 40), .right("1 March to 31 March 2025", 555))
        page.line(.left("EX4 9ZZ", 40), gap: 40)
        page.line(.left("Date", 40), .left("Description", 100), .right("Amount", 500))
        let block = HolderBlock.find(in: [page.page])
        #expect(block == HolderBlock(names: ["MRS JANE Q EXAMPLE"], address: ["Flat 2, 31 Sample Road", "Exampleton", "EX4 9ZZ"]))
        #expect(block?.nameWords == ["JANE", "EXAMPLE"])
        #expect(block?.addressPhrases == ["Flat 2", "31 Sample Road", "Sample Road", "Exampleton", "EX4 9ZZ"])
    }

    /// Issue 36 item 10: a name line opened by a personal title is the holder's even with no
    /// address printed under it.
    @Test func aTitledNameLineWithNoAddressUnderItIsTheHolders() {
        var page = HandBuiltPage()
        page.line(.left("Testbank", 40), .right("Account Statement", 555), gap: 40)
        page.line(.left("MR PIERS EXAMPLEWORTH", 40), .right("Account number 11112222", 555), gap: 40)
        page.line(.left("Date", 40), .left("Description", 100), .right("Amount", 500))
        #expect(HolderBlock.find(in: [page.page])?.names == ["MR PIERS EXAMPLEWORTH"])
        var heading = HandBuiltPage()
        heading.line(.left("THE ACCOUNT SUMMARY", 40), gap: 40)
        heading.line(.left("Date", 40), .left("Description", 100), .right("Amount", 500))
        #expect(HolderBlock.find(in: [heading.page]) == nil)
    }

    @Test func aBlockOnTheRightAndALabelledNameOnTheLeftAreBothRead() {
        var page = HandBuiltPage()
        page.line(.left("Titular: JOSEFA EJEMPLO RUIZ", 40), .left("JOSEFA EJEMPLO RUIZ", 330))
        page.line(.left("IBAN ES00 0000 0000 0000 0000 0000", 40), .left("Calle Inventada 7, 2º A", 330))
        page.line(.left("Periodo: 01/04/2025 - 30/04/2025", 40), .left("28999 Villaejemplo", 330))
        page.line(.left("Divisa: EUR", 40))
        let block = HolderBlock.find(in: [page.page])
        #expect(block?.names == ["JOSEFA EJEMPLO RUIZ"])
        #expect(block?.address == ["Calle Inventada 7, 2º A", "28999 Villaejemplo"])
    }

    @Test func aLabelStandingApartFromTheNameIsRead() {
        var page = HandBuiltPage()
        page.line(.left("Extracto mensual", 40))
        page.line(.left("Titulares:", 40), .left("ANA EJEMPLO", 200))
        #expect(HolderBlock.find(in: [page.page]) == HolderBlock(names: ["ANA EJEMPLO"]))
        var plural = HandBuiltPage()
        plural.line(.left("Account Name(s): KIM SAMPLE", 40))
        #expect(HolderBlock.find(in: [plural.page])?.names == ["KIM SAMPLE"])
    }

    @Test func aNameSetLargerThanItsAddressStillHeadsTheBlock() {
        func line(_ number: Int, _ text: String, y: Double, size: Double) -> TextLine {
            var x = 40.0
            let words = text.split(separator: " ").map { word -> TextWord in
                defer { x += Double(word.count) * size * 0.55 + size * 0.3 }
                return TextWord(text: String(word), x0: x, y0: y, x1: x + Double(word.count) * size * 0.55, y1: y + size, fontSize: size)
            }
            return TextLine(page: 1, number: number, words: words)
        }
        let page = TextPage(
            number: 1, width: 595, height: 842,
            lines: [
                line(1, "Kim Sample", y: 100, size: 12), line(2, "5 Example Way", y: 116, size: 9),
                line(3, "Sampleford", y: 127, size: 9), line(4, "SF1 2AB", y: 138, size: 9),
            ])
        #expect(HolderBlock.find(in: [page]) == HolderBlock(names: ["Kim Sample"], address: ["5 Example Way", "Sampleford", "SF1 2AB"]))
    }

    @Test func jointHoldersGiveTwoNameLines() {
        var page = HandBuiltPage()
        page.line(.left("MR A SAMPLE", 40))
        page.line(.left("MRS B SAMPLE", 40))
        page.line(.left("12 Model Street", 40))
        page.line(.left("Testburg 01234", 40))
        #expect(HolderBlock.find(in: [page.page])?.names == ["MR A SAMPLE", "MRS B SAMPLE"])
    }

    @Test func aSummaryOrABanksOwnAddressIsNoHolder() {
        var summary = HandBuiltPage()
        summary.line(.left("Account summary", 40))
        summary.line(.left("Opening balance", 40), .right("1,234.56", 300))
        summary.line(.left("Money in", 40), .right("2,000.00", 300))
        summary.line(.left("Closing balance", 40), .right("3,234.56", 300))
        #expect(HolderBlock.find(in: [summary.page]) == nil)
        var bank = HandBuiltPage()
        bank.line(.left("Testbank plc", 40))
        bank.line(.left("1 Harbour Street", 40))
        bank.line(.left("Exampleton EX1 1AA", 40))
        #expect(HolderBlock.find(in: [bank.page]) == nil)
    }

    @Test func aHeadingSetUnderTheBlockEndsIt() {
        var page = HandBuiltPage()
        page.line(.left("PRIVATE AND CONFIDENTIAL", 40))
        page.line(.left("DR KIM SAMPLE", 40))
        page.line(.left("4 Test Walk", 40))
        page.line(.left("Sampleford SF1 2AB", 40))
        page.line(.left("Your statement: 1 March 2025", 40))
        let block = HolderBlock.find(in: [page.page])
        #expect(block?.names == ["DR KIM SAMPLE"])
        #expect(block?.address == ["4 Test Walk", "Sampleford SF1 2AB"])
        #expect(block?.nameWords == ["KIM", "SAMPLE"])
    }

    @Test func rowsLowOnThePageAreNeverABlock() {
        var page = HandBuiltPage()
        page.line(.left("Statement", 40), gap: 500)
        page.line(.left("JOHN SAMPLE", 40))
        page.line(.left("3 Test Lane", 40))
        page.line(.left("Sampleford SF1 2AB", 40))
        #expect(HolderBlock.find(in: [page.page]) == nil)
    }

    /// A hostile page of thousands of scattered words is looked at only so far (`maximumSegments`).
    @Test func aPageOfScatteredWordsIsReadOnlyUpToItsBound() {
        let lines = (0..<40).map { row in
            TextLine(
                page: 1, number: row + 1,
                words: (0..<500).map { column in
                    let x = Double(column) * 30, y = 40 + Double(row) * 9
                    return TextWord(text: "W\(column)", x0: x, y0: y, x1: x + 8, y1: y + 8, fontSize: 8)
                })
        }
        #expect(
            HolderBlock.segments(of: TextPage(number: 1, width: 15_000, height: 842, lines: lines)).count
                == HolderBlock.maximumSegments)
        #expect(HolderBlock.find(in: [TextPage(number: 1, width: 15_000, height: 842, lines: lines)]) == nil)
    }
}
