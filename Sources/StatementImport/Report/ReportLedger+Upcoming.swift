import LedgerStore
import StatementCore

extension ReportLedger {
    /// The recurring payments expected in the `days` days after `from`, each with the balance it
    /// leaves from its account's last verified closing (statements ending after `from` left out).
    public func upcoming(_ request: ReportRequest, from: LocalDate, days: Int) throws(AppError) -> [UpcomingPayment] {
        var data = try read(request)
        data.statements = data.statements.filter { ($0.periodEnd ?? from) <= from }
        return UpcomingForecast(accounts: data.accounts, statements: data.statements).upcoming(recurring(data), from: from, days: days)
    }

    /// The page's line ahead: the 60 days after `until`, else after the latest verified closing,
    /// counted from each account's own closing so the line starts where the past one ends.
    func pageUpcoming(_ data: LedgerData, payments: [RecurringPayment], until: LocalDate?) -> [UpcomingPayment] {
        let forecast = UpcomingForecast(accounts: data.accounts, statements: data.statements)
        guard let from = until ?? forecast.closings().values.map(\.date).max() else { return [] }
        return forecast.upcoming(payments, from: from, days: 60, sinceClosing: true)
    }
}
