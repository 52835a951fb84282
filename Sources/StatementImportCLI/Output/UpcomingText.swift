import Foundation
import StatementCore
import StatementImport
import Toolbox

/// `recurring --upcoming`: the payments expected, for the terminal, as CSV and as JSON.
enum UpcomingText {
    /// "60d", "60" or "8w": a number of days (or weeks) from 1 to 3660.
    static let days: OptionSpec.Parse = { text throws(AppError) in
        let lowered = text.lowercased()
        let weeks = lowered.hasSuffix("w")
        let digits = lowered.hasSuffix("d") || weeks ? String(lowered.dropLast()) : lowered
        guard let count = Int(digits), (1...3660).contains(weeks ? count * 7 : count) else {
            throw .usage("--upcoming takes a number of days like 60d (or weeks like 8w), up to 3660 days, not '\(text)'")
        }
        return weeks ? count * 7 : count
    }

    /// Today where the person is: the day the window starts after when --until is not given.
    static func today() -> LocalDate {
        let parts = Calendar(identifier: .gregorian).dateComponents(in: TimeZone.current, from: Date())
        return LocalDate(year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1) ?? LocalDate(dayNumber: 0)
    }

    static func table(_ upcoming: [UpcomingPayment], from: LocalDate, days: Int) -> String {
        let window = "from \(from.adding(days: 1).iso) to \(from.adding(days: days).iso)"
        guard !upcoming.isEmpty else { return "No recurring payments expected \(window).\n" }
        var text =
            "Date".padding(12) + "Merchant".padding(30) + "Amount".leftPadding(12) + " Cur  " + "Account".padding(24)
            + "Balance after".leftPadding(16) + "\n"
        for payment in upcoming {
            text +=
                payment.date.iso.padding(12) + String(payment.merchant.prefix(29)).padding(30)
                + payment.amount.groupedString.leftPadding(12) + " " + payment.amount.currency.code.padding(5)
                + String(payment.account.prefix(23)).padding(24) + (payment.balanceAfter?.groupedString ?? "-").leftPadding(16) + "\n"
        }
        let closings = Set(upcoming.compactMap { $0.closingDate.map { "\($0.iso)" } }).sorted()
        return text + "\(upcoming.count) payments expected \(window); balances count from the last verified closing"
            + (closings.isEmpty ? " (none verified: no balance)" : " (" + closings.joined(separator: ", ") + ")") + ".\n"
    }

    static func csv(_ upcoming: [UpcomingPayment]) -> String {
        CSVWriter.document(
            header: ["date", "merchant", "category", "interval", "amount", "currency", "account_id", "account", "balance_after", "closing_date"],
            records: upcoming.map { payment in
                [
                    payment.date.iso, payment.merchant, payment.categoryID ?? "", payment.interval.rawValue, payment.amount.decimalString,
                    payment.amount.currency.code, String(payment.accountID), payment.account, payment.balanceAfter?.decimalString ?? "",
                    payment.closingDate?.iso ?? "",
                ]
            })
    }

    struct Entry: Encodable {
        var date, merchant, interval, amount, currency, account: String
        /// The category, the balance after a payment and its closing date are null when there
        /// is none, as docs/reports.md says.
        @NullWhenAbsent var category: String?
        var amountMinor: Int64
        var accountId: Int64
        @NullWhenAbsent var balanceAfter: String?
        @NullWhenAbsent var balanceAfterMinor: Int64?
        @NullWhenAbsent var closingDate: String?

        init(_ payment: UpcomingPayment) {
            date = payment.date.iso
            merchant = payment.merchant
            interval = payment.interval.rawValue
            amount = payment.amount.decimalString
            currency = payment.amount.currency.code
            account = payment.account
            category = payment.categoryID
            amountMinor = payment.amount.minorUnits
            accountId = payment.accountID
            balanceAfter = payment.balanceAfter?.decimalString
            balanceAfterMinor = payment.balanceAfter?.minorUnits
            closingDate = payment.closingDate?.iso
        }
    }

    static func json(_ upcoming: [UpcomingPayment]) throws -> String {
        try ReportJSON.encode(upcoming.map(Entry.init))
    }
}
