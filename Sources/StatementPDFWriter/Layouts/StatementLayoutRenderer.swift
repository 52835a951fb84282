import Foundation

/// Renders a statement description as a PDF in one of the layout styles.
public enum StatementLayoutRenderer {
    /// - Parameter linesPerPage: overrides the style's table rows per page, to control page count.
    public static func render(
        _ statement: StatementDescription, style: StatementLayoutStyle, linesPerPage: Int? = nil
    ) -> Data {
        let writer = PDFDocumentWriter(title: "\(statement.institution) statement \(statement.periodEnd.iso)")
        table(for: statement, style: style, linesPerPage: linesPerPage).render(statement, into: writer)
        return writer.data()
    }

    /// Several statements of one account in one PDF, each from a page of its own and numbering
    /// its own pages: a bank portal's download of several months.
    public static func render(_ statements: [StatementDescription], style: StatementLayoutStyle) -> Data {
        let writer = PDFDocumentWriter(title: statements.first.map { "\($0.institution) statements" })
        for statement in statements { table(for: statement, style: style, linesPerPage: nil).render(statement, into: writer) }
        return writer.data()
    }

    /// Pages `statement` would take, without drawing it.
    public static func pageCount(
        _ statement: StatementDescription, style: StatementLayoutStyle, linesPerPage: Int? = nil
    ) -> Int {
        table(for: statement, style: style, linesPerPage: linesPerPage).pageCount(for: statement)
    }

    static func table(for statement: StatementDescription, style: StatementLayoutStyle, linesPerPage: Int?) -> PrintedTable {
        var table =
            switch style {
            case .ukCurrentAccount: UKCurrentAccountLayout(statement: statement).table()
            case .spanishAccount: SpanishAccountLayout(statement: statement).table()
            case .creditCard: CreditCardLayout(statement: statement).table()
            case .debitCreditColumns: DebitCreditColumnsLayout(statement: statement).table()
            case .usChecking: USCheckingLayout(statement: statement).table()
            case .dollarCardMonthFirst: DollarCardLayout(statement: statement, monthFirst: true).table()
            case .dollarCardDayFirst: DollarCardLayout(statement: statement, monthFirst: false).table()
            }
        if let linesPerPage {
            table.firstPageLines = min(table.firstPageLines ?? linesPerPage, linesPerPage)
            table.linesPerPage = linesPerPage
        }
        return table
    }
}
