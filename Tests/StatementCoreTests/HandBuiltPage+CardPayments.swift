import StatementCore

extension HandBuiltPage {
    /// `pages` pages of 250 card payments each, with a two-line row on every page and a page
    /// footer that repeats. `comma`: amounts with a decimal comma, and the currency printed
    /// beside the balances from page 3 on only, so the votes of every line decide it.
    static func cardPayments(pages count: Int, comma: Bool = false) -> [TextPage] {
        var pages: [TextPage] = []
        var balance = 250_000 * count
        func money(_ minor: Int) -> String { "\(minor / 100)\(comma ? "," : ".")\(String(format: "%02d", minor % 100))" }
        for number in 1...count {
            var page = HandBuiltPage(number: number)
            if number == 1 {
                page.line(.left("Fabrikam Test Bank", 40))
                page.line(.left("Statement period 01 Jan 2025 to 31 Jan 2025", 40))
                page.line(.left("Opening balance", 40), .right(money(balance), 520))
            }
            page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440), .right("Balance", 520))
            for row in 0..<250 {
                let amount = 1 + (row * 37 + number) % 900
                balance -= amount
                let currency = comma && number >= 3 ? " EUR" : ""
                page.line(
                    .left("\(1 + row % 28) Jan 2025", 40), .left("CARD PAYMENT \(number)-\(row)", 110),
                    .right("-" + money(amount), 440), .right(money(balance) + currency, 540))
                if row == 7 { page.line(.left("LONDON GB", 110)) }
            }
            page.line(.left("Page \(number) of \(count)", 40), gap: 40)
            pages.append(page.page)
        }
        return pages
    }
}
