import Foundation
import StatementCore

/// A budget's limit as a person types it: "400", "400.50", "400,50", "1,250.00" or "1.250,00".
/// The mark followed by no more digits than the currency has decimals is the decimal mark;
/// a mark followed by groups of three digits is grouping. Never a Double.
enum BudgetAmount {
    static func parse(_ text: String, currency: Currency) -> Money? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, trimmed.allSatisfy({ $0.isASCIIDigit || $0 == "." || $0 == "," }) else { return nil }
        let marks = trimmed.filter { $0 == "." || $0 == "," }
        var whole = trimmed, fraction = ""
        if let last = trimmed.lastIndex(where: { $0 == "." || $0 == "," }) {
            let after = trimmed[trimmed.index(after: last)...]
            let isDecimal =
                after.count <= currency.minorUnitDigits && !after.isEmpty
                && marks.filter { $0 == trimmed[last] }.count == 1
            if isDecimal {
                whole = String(trimmed[..<last])
                fraction = String(after)
            }
        }
        // What is left of the whole part may only be grouped in threes: "1,250" or "1.250.000".
        let groups = whole.split(separator: ",", omittingEmptySubsequences: false).flatMap {
            $0.split(separator: ".", omittingEmptySubsequences: false)
        }
        guard let head = groups.first, !head.isEmpty, head.count <= 3 || groups.count == 1,
            groups.dropFirst().allSatisfy({ $0.count == 3 })
        else { return nil }
        let digits = groups.joined() + (fraction.isEmpty ? "" : "." + fraction)
        return Money(decimalString: digits, currency: currency)
    }
}
