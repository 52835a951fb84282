import Testing
@testable import StatementCore

/// Page numbers in the forms statements print them, and the pages they say are missing.
@Suite struct PageNumberingTests {
    private func page(_ number: Int, footer: String) -> TextPage {
        var page = HandBuiltPage(number: number)
        page.line(.left("Example Bank", 40))
        page.line(.left("03/02/2025 SHOP 12.00", 40))
        page.line(.left(footer, 400))
        return page.page
    }

    @Test(
        arguments: [
            ("Page 1 of 2", 1, 2), ("Página 2 de 3", 2, 3), ("Seite 1/3", 1, 3), ("Seite 1 von 3", 1, 3), ("2/4", 2, 4),
            ("12345 - PAGE 3 OF 4", 3, 4), ("Sous réserve des extournes Page 2", 2, nil), ("Page 1 / 5", 1, 5),
            ("Page 2 of5", 2, 5), ("Seite 2 von3", 2, 3),
        ] as [(String, Int, Int?)])
    func readsThePrintedForms(_ footer: String, _ number: Int, _ of: Int?) throws {
        let found = try #require(PageNumbering.find(in: [page(1, footer: footer)]).printed.first)
        #expect(found.number == number)
        #expect(found.of == of)
    }

    @Test func proseIsNoPageNumber() {
        var page = HandBuiltPage()
        page.line(.left("Example Bank", 40))
        page.line(.left("See page 2 for the terms of your account", 40))
        page.line(.left("03/02/2025 SHOP 12.00", 40))
        #expect(PageNumbering.find(in: [page.page]).printed.isEmpty)
    }

    @Test func missingPagesAreThoseNoPagePrints() {
        let numbering = PageNumbering.find(in: [page(1, footer: "Page 1 of 4"), page(2, footer: "Page 3 of 4")])
        #expect(numbering.missingPages(fileHas: 2) == [2, 4])
        #expect(PageNumbering.find(in: [page(1, footer: "Page 2")]).missingPages(fileHas: 1) == [1])
        #expect(PageNumbering.find(in: [page(1, footer: "Page 1 of 1")]).missingPages(fileHas: 1) == nil)
    }

    /// Issue 36, item 1: pages the file holds in another order than their printed numbers (two
    /// pages swapped, a page moved) are refused; numbering that starts again at 1 (each account
    /// of a combined statement numbered on its own) is not out of order.
    @Test func pagesOutOfTheirPrintedOrderAreAProblem() {
        let footers = { (footers: [String]) in footers.enumerated().map { self.page($0.offset + 1, footer: $0.element) } }
        for order in [[1, 4, 3, 2], [2, 1, 3], [1, 3, 2], [3, 1, 2]] {
            let pages = footers(order.map { "Page \($0) of \(order.count)" })
            let (problem, check) = PageNumbering.find(in: pages).verify(fileHas: pages.count)
            #expect(problem?.message.contains("out of order") == true, "\(order): \(problem as Any)")
            #expect(check == nil)
        }
        for footers in [["Page 1 of 3", "Page 2 of 3", "Page 3 of 3"], ["Page 1 of 2", "Page 2 of 2", "Page 1 of 1"]] {
            let pages = footers.enumerated().map { page($0.offset + 1, footer: $0.element) }
            #expect(PageNumbering.find(in: pages).verify(fileHas: pages.count).problem == nil, "\(footers)")
        }
    }

    @Test func countsAreReadInTheirPrintedForms() {
        var page = HandBuiltPage()
        page.line(.left("There were 3 deposits this month", 40))
        page.line(.left("Number of transactions: 31", 40))
        page.line(.left("Withdrawals and other debits (79)", 40), .right("5,578.80", 400))
        page.line(.left("We charged 2 fees", 40))
        // Legal text under the table: the number in brackets spells out the one before it.
        page.line(.left("Tell us of unauthorised debits within fourteen (14) days of this statement", 40))
        page.line(.left("Report unauthorised credits or debits within thirty (30) days", 40))
        let reader = LineReader(decimalMark: .point, minorDigits: 2)
        let figures = PrintedFigureFinder(kind: .current).find(in: page.page.lines.map(reader.read))
        let counts = figures.compactMap { figure -> String? in
            guard case .count(let direction) = figure.kind else { return nil }
            return "\(figure.value) \(direction.map { "\($0)" } ?? "all")"
        }
        #expect(counts == ["3 moneyIn", "31 all", "79 moneyOut"])
        #expect(figures.contains { $0.kind == .total(.moneyOut) && $0.value == 557880 && !$0.sectionOnly })
    }
}
