import Testing

@testable import StatementCore

/// The printed lines the line reading reads with another or leaves out are noted where it
/// decides so (`LinesRead.readTogether`), and the trace lists each where it is printed: it
/// finds nothing out on its own. Drawn in several forms: labels wrapped under their first line,
/// a label set about a row of one-line labels, in English and in French.
@Suite struct LinesReadTogetherTests {
    private func rows(_ page: inout HandBuiltPage) {
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440))
        page.line(.left("03/05/2025", 40), .left("PAYROLL DEPOSIT", 110), .right("1,500.00", 440))
        page.line(.left("03/12/2025", 40), .left("RENT PAYMENT", 110), .right("-900.00", 440))
    }

    private func wrappedLabels(_ upper: [String], _ lower: [String], values: [String]) -> HandBuiltPage {
        var page = HandBuiltPage()
        page.line(.left("Riverbend National Bank", 40))
        page.line(.left("Statement period 03/01/2025 through 03/31/2025", 40))
        let columns = [40.0, 150, 270, 420]
        page.line(cells: zip(upper, columns).map { .left($0, $1) }, gap: 10)
        page.line(cells: zip(lower, columns).map { .left($0, $1) })
        page.line(cells: zip(values, columns).map { .left($0, $1) })
        rows(&page)
        return page
    }

    private func traced(_ page: HandBuiltPage) -> [String] {
        ParseExplanation.explain(pages: [page.page], parser: StatementParser()).text.split(separator: "\n").map(String.init)
    }

    @Test(arguments: [
        (
            ["Beginning", "Deposits and", "Withdrawals and", "Ending"], ["balance", "other additions", "other subtractions", "balance"],
            ["$2,000.00", "$1,500.00", "$900.00", "$2,600.00"]
        ),
        (["Ancien", "Total des", "Total des", "Nouveau"], ["solde", "débits", "crédits", "solde"], ["2 000,00", "1 500,00", "900,00", "2 600,00"]),
    ])
    func theLowerHalfOfAWrappedLabelIsNotedAndListed(upper: [String], lower: [String], values: [String]) {
        let page = wrappedLabels(upper, lower, values: values)
        let read = StatementParser().readLines([page.page])
        #expect(read.readTogether.map { [$0.page, $0.line] } == [[1, 4]])
        #expect(!read.readings.contains { $0.line.number == 4 })
        let lines = traced(page)
        let listed = lines.filter { $0.hasPrefix("p1 l4 ") }
        #expect(listed.count == 1, "\(lines)")
        #expect(listed.first?.contains("continuation | read together with the line above it") == true, "\(lines)")
        // Every printed line has its place in the trace, once, in the page's order.
        let places = lines.compactMap { line -> Int? in
            let parts = line.split(separator: " ")
            guard parts.count > 1, parts[0] == "p1", parts[1].hasPrefix("l") else { return nil }
            return Int(parts[1].dropFirst())
        }
        #expect(places == Array(1...page.lines.count), "\(lines)")
    }

    /// "Closing" over and "balance" under a row of one-line labels: both halves are read with
    /// the row, which keeps the middle line's place.
    @Test func theHalvesOfALabelSetAboutARowAreNotedAndListed() {
        var page = HandBuiltPage()
        page.line(.left("Riverbend National Bank", 40))
        page.line(.left("Statement period 03/01/2025 through 03/31/2025", 40))
        page.line(.left("Closing", 420), gap: 10)
        page.line(.left("Opening balance", 40), .left("Money out", 170), .left("Money in", 280), gap: 10)
        page.line(.left("balance", 420))
        page.line(.left("$2,000.00", 40), .left("$900.00", 170), .left("$1,500.00", 280), .left("$2,600.00", 420))
        rows(&page)
        let read = StatementParser().readLines([page.page])
        #expect(read.readTogether.map { [$0.page, $0.line] } == [[1, 3], [1, 5]])
        let lines = traced(page)
        for number in [3, 5] {
            #expect(lines.contains { $0.hasPrefix("p1 l\(number) continuation | read together") }, "\(lines)")
        }
    }

    /// A statement printing nothing over two lines notes nothing, and the trace adds no line.
    @Test func linesEachReadAloneNoteNothing() {
        var page = HandBuiltPage()
        page.line(.left("Riverbend National Bank", 40))
        page.line(.left("Previous balance", 40), .left("Deposits", 170), .left("Withdrawals", 280), .left("New balance", 420))
        page.line(.left("$2,000.00", 40), .left("$1,500.00", 170), .left("$900.00", 280), .left("$2,600.00", 420))
        rows(&page)
        #expect(StatementParser().readLines([page.page]).readTogether.isEmpty)
        #expect(!traced(page).contains { $0.contains("read together") })
    }
}
