import Foundation
import StatementCore
import StatementImport

/// The report and the recurring payments as JSON for other apps: money as a decimal string
/// with its integer minor units beside it, never a float.
enum ReportJSON {
    struct Figures: Encodable {
        var month: String?
        var moneyOut, moneyIn, net: String
        var moneyOutMinor, moneyInMinor, netMinor: Int64

        init(_ figures: MoneyFigures, month: ReportMonth? = nil) throws {
            let net = try figures.net()
            self.month = month?.iso
            moneyOut = figures.moneyOut.decimalString
            moneyIn = figures.moneyIn.decimalString
            self.net = net.decimalString
            moneyOutMinor = figures.moneyOut.minorUnits
            moneyInMinor = figures.moneyIn.minorUnits
            netMinor = net.minorUnits
        }

        static func list(_ figures: [MoneyFigures], _ months: [ReportMonth]) throws -> [Figures] {
            try zip(figures, months).map { try Figures($0, month: $1) }
        }
    }

    struct Line: Encodable {
        /// Null for the rows waiting for review.
        @NullWhenAbsent var category: String?
        var name, kind: String
        var months: [Figures]
        var total: Figures

        init(_ line: CategoryLine, _ months: [ReportMonth]) throws {
            category = line.categoryID
            name = line.name
            kind = line.kind.rawValue
            self.months = try Figures.list(line.months, months)
            total = try Figures(line.total)
        }
    }

    struct Merchant: Encodable {
        var merchant, moneyOut: String
        var moneyOutMinor: Int64
        var payments: Int
    }

    struct Section: Encodable {
        var currency: String
        var months: [String]
        var categories: [Line]
        var totals: [Figures]
        var total: Figures
        var transfers: [Line]
        var transferTotals: [Figures]
        var transferTotal: Figures
        var topMerchants: [Merchant]

        init(_ section: CurrencyReport) throws {
            currency = section.currency.code
            months = section.months.map(\.iso)
            categories = try section.categories.map { try Line($0, section.months) }
            totals = try Figures.list(section.totals, section.months)
            total = try Figures(section.total)
            transfers = try section.transfers.map { try Line($0, section.months) }
            transferTotals = try Figures.list(section.transferTotals, section.months)
            transferTotal = try Figures(section.transferTotal)
            topMerchants = section.topMerchants.map {
                Merchant(merchant: $0.merchant, moneyOut: $0.moneyOut.decimalString, moneyOutMinor: $0.moneyOut.minorUnits, payments: $0.payments)
            }
        }
    }

    struct Point: Encodable {
        var date, balance: String
        var balanceMinor: Int64
    }

    struct Balances: Encodable {
        var accountId: Int64
        var account, currency: String
        /// Runs of statements that follow on; a gap between two runs is a gap in the statements.
        var segments: [[Point]]
    }

    struct Recurring: Encodable {
        var merchant: String
        var category: String?
        var interval, usualAmount, currency: String
        var usualAmountMinor: Int64
        var payments: Int
        var first, last, nextExpected: String
        var previousAmount, previousUntil: String?
        var missed: [String]
        var accountIds: [Int64]

        init(_ payment: RecurringPayment) {
            merchant = payment.merchant
            category = payment.categoryID
            interval = payment.interval.rawValue
            usualAmount = payment.usualAmount.decimalString
            usualAmountMinor = payment.usualAmount.minorUnits
            currency = payment.currency.code
            payments = payment.payments
            first = payment.first.iso
            last = payment.last.iso
            nextExpected = payment.nextExpected.iso
            previousAmount = payment.amountChange?.previous.decimalString
            previousUntil = payment.amountChange?.until.iso
            missed = payment.missed.map(\.iso)
            accountIds = payment.accountIDs
        }
    }

    struct Report: Encodable {
        /// Null when not asked for.
        @NullWhenAbsent var since: String?
        @NullWhenAbsent var until: String?
        var currencies: [Section]
        var balances: [Balances]
        var recurring: [Recurring]
        /// Each budget in its period holding --until (else today), as `budget --format json` gives it.
        var budgets: [BudgetJSON.Entry]
        /// With --in: `currencies` holds the converted figures, this the report as the statements printed it.
        var conversion: Conversion?
    }

    static func report(_ report: MoneyReport) throws -> String {
        try encode(
            Report(
                since: report.since?.iso, until: report.until?.iso, currencies: try report.currencies.map(Section.init),
                balances: report.balances.map { history in
                    Balances(
                        accountId: history.accountID, account: history.account, currency: history.currency.code,
                        segments: history.segments.map {
                            $0.map {
                                Point(
                                    date: $0.date.iso, balance: $0.balance.decimalString,
                                    balanceMinor: $0.balance.minorUnits)
                            }
                        })
                },
                recurring: report.recurring.map(Recurring.init), budgets: report.budgets.map(BudgetJSON.Entry.init),
                conversion: try report.conversion.map(Conversion.init)))
    }

    static func recurring(_ payments: [RecurringPayment]) throws -> String {
        try encode(payments.map(Recurring.init))
    }

    static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
