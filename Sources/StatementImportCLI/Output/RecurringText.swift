import StatementCore
import StatementImport
import Toolbox

/// Recurring payments for the terminal and as CSV.
enum RecurringText {
    static func table(_ payments: [RecurringPayment]) -> String {
        guard !payments.isEmpty else { return "No recurring payments found.\n" }
        var text =
            "Merchant".padding(30) + "Category".padding(14) + "Every".padding(11) + "Usual".leftPadding(12) + " Cur  "
            + "Last".padding(12) + "Next".padding(12) + "Flags\n"
        for payment in payments {
            text +=
                String(payment.merchant.prefix(29)).padding(30) + (payment.categoryID ?? "-").padding(14)
                + payment.interval.rawValue.padding(11) + payment.usualAmount.groupedString.leftPadding(12) + " "
                + payment.currency.code.padding(5) + payment.last.iso.padding(12) + payment.nextExpected.iso.padding(12)
                + flags(payment) + "\n"
        }
        return text + "\(payments.count) recurring payments\n"
    }

    /// "12.99, was 9.99 until 2025-03-14; missed 2025-06-14".
    static func flags(_ payment: RecurringPayment) -> String {
        var flags: [String] = []
        if let change = payment.amountChange {
            flags.append("\(payment.usualAmount.decimalString), was \(change.previous.decimalString) until \(change.until.iso)")
        }
        if !payment.missed.isEmpty { flags.append("missed " + payment.missed.map(\.iso).joined(separator: ", ")) }
        return flags.joined(separator: "; ")
    }

    static func csv(_ payments: [RecurringPayment]) -> String {
        CSVWriter.document(
            header: [
                "merchant", "category", "interval", "usual_amount", "currency", "payments", "first", "last", "next_expected",
                "previous_amount", "previous_until", "missed",
            ],
            records: payments.map { payment in
                [
                    payment.merchant, payment.categoryID ?? "", payment.interval.rawValue, payment.usualAmount.decimalString,
                    payment.currency.code, String(payment.payments), payment.first.iso, payment.last.iso, payment.nextExpected.iso,
                    payment.amountChange?.previous.decimalString ?? "", payment.amountChange?.until.iso ?? "",
                    payment.missed.map(\.iso).joined(separator: " "),
                ]
            })
    }
}
