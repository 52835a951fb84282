import StatementImport

/// The merchants most money went to, as horizontal bars, largest first.
enum MerchantChart {
    static let labelWidth = 220.0, barSpace = 420.0, rowHeight = 24.0

    /// One merchant in words rather than as a chart of one bar. HTML, escaped.
    static func sentence(_ section: CurrencyReport) -> String? {
        guard section.topMerchants.count == 1, let merchant = section.topMerchants.first else { return nil }
        let payments = merchant.payments == 1 ? "1 payment" : "\(merchant.payments) payments"
        return "The one merchant money went to: \(HTMLText.escape(merchant.merchant)), "
            + "\(merchant.moneyOut.groupedString) \(HTMLText.escape(section.currency.code)) in \(payments)."
    }

    static func svg(_ section: CurrencyReport) -> String {
        guard let largest = section.topMerchants.first?.moneyOut.minorUnits, largest > 0 else { return "" }
        let width = labelWidth + barSpace + 110, height = Double(section.topMerchants.count) * rowHeight + 8
        let code = HTMLText.escape(section.currency.code)
        var svg =
            "<svg class=\"chart merchants\" data-currency=\"\(code)\" xmlns=\"http://www.w3.org/2000/svg\" "
            + "width=\"\(HTMLText.number(width))\" height=\"\(HTMLText.number(height))\" viewBox=\"0 0 \(HTMLText.number(width)) \(HTMLText.number(height))\" "
            + "role=\"img\" aria-label=\"Top merchants, \(code)\">\n"
        for (index, merchant) in section.topMerchants.enumerated() {
            let y = 4 + Double(index) * rowHeight
            let length = max(1, Double(merchant.moneyOut.minorUnits) / Double(largest) * barSpace)
            svg +=
                "<text class=\"axis\" x=\"\(HTMLText.number(labelWidth - 8))\" y=\"\(HTMLText.number(y + 15))\" text-anchor=\"end\">"
                + "\(HTMLText.escape(String(merchant.merchant.prefix(28))))</text>"
                + "<rect class=\"merchant\" data-minor=\"\(merchant.moneyOut.minorUnits)\" x=\"\(HTMLText.number(labelWidth))\" "
                + "y=\"\(HTMLText.number(y + 3))\" width=\"\(HTMLText.number(length))\" height=\"16\" fill=\"\(ChartColours.merchant)\"/>"
                + "<text class=\"axis\" x=\"\(HTMLText.number(labelWidth + length + 6))\" y=\"\(HTMLText.number(y + 15))\">"
                + "\(merchant.moneyOut.groupedString) (\(merchant.payments))</text>\n"
        }
        return svg + "</svg>"
    }
}
