import Testing

@testable import StatementCore

/// What the closing's problem says the gap could be: a row missing of the gap's own sign (money
/// in where the printed closing is higher), or, where the rows stand in two money columns and
/// the gap is twice one column's sum, that column read with the other's sign.
@Suite struct VerifierGapHintTests {
    private func money(_ text: String) -> Money { Money(decimalString: text, currency: .gbp)! }

    private func row(_ amount: String, line: Int) -> Transaction {
        Transaction(date: LocalDate(year: 2025, month: 3, day: line)!, description: "ROW \(line)", amount: money(amount), page: 1, line: line)
    }

    private func closingProblem(_ rows: [Transaction], opening: String, closing: String, columns: [[Int]] = []) throws -> String {
        var evidence = VerificationEvidence(
            opening: PrintedFigure(kind: .opening, value: money(opening).minorUnits, label: "Opening balance", page: 1, line: 2),
            closing: PrintedFigure(kind: .closing, value: money(closing).minorUnits, label: "Closing balance", page: 1, line: 20),
            currency: .gbp)
        evidence.amountColumns = { columns }
        let verification = try Verifier.verify(evidence, transactions: rows)
        #expect(verification.verdict == .failed)
        return try #require(verification.problems.first).message
    }

    @Test func aMissingRowHasTheGapsSign() throws {
        let rows = [row("-25.50", line: 5), row("-12.00", line: 6)]
        let higher = try closingProblem(rows, opening: "1000.00", closing: "1100.00")
        #expect(higher.hasSuffix("(off by 137.50); a row may be missing (one of 137.50?)"), "\(higher)")
        let lower = try closingProblem(rows, opening: "1000.00", closing: "900.00")
        #expect(lower.hasSuffix("(off by -62.50); a row may be missing (one of -62.50?)"), "\(lower)")
    }

    /// Money out read as money in: the rows of the money-out column (48.65 and 19.99) would fit
    /// negated, and no one row alone would.
    @Test func twiceOneColumnsSumSaysTheColumnsMayBeSwapped() throws {
        let rows = [row("48.65", line: 5), row("2540.00", line: 6), row("19.99", line: 7), row("125.50", line: 8)]
        let message = try closingProblem(rows, opening: "1000.00", closing: "3596.86", columns: [[0, 2], [1, 3]])
        #expect(
            message.hasSuffix(
                "(off by -137.28); the 2 rows of one money column (totalling 68.64, the first on page 1, line 5) would fit with the "
                    + "opposite sign: its money in and money out may be read swapped"), "\(message)")
    }

    /// Rows in one column only: no column to swap, and the hint stays the missing row's.
    @Test func oneColumnGivesNoSwapHint() throws {
        let rows = [row("48.65", line: 5), row("2540.00", line: 6), row("19.99", line: 7), row("125.50", line: 8)]
        let message = try closingProblem(rows, opening: "1000.00", closing: "3596.86", columns: [])
        #expect(message.hasSuffix("a row may be missing (one of -137.28?)"), "\(message)")
    }
}
