import Foundation
import StatementCore

/// A year of made-up statements for the reports: twelve monthly statements of a British current
/// account and a Spanish account's statements with a month missing. Salary, rent, groceries of
/// every size, subscriptions (one whose price rises, one that stops), a gym that misses a month,
/// a weekly box, a quarterly bill and transfers to savings. The same on every run.
public enum YearOfStatements {
    public struct File: Sendable {
        public var name: String
        public var statement: StatementDescription
        public var style: StatementLayoutStyle

        public func pdf() -> Data { StatementLayoutRenderer.render(statement, style: style) }
    }

    public static let year = 2025

    public static func files() -> [File] {
        var files: [File] = []
        var balance: Int64 = 412_055
        for month in 1...12 {
            let statement = currentAccount(month: month, openingBalance: balance)
            balance = statement.closingBalance
            files.append(File(name: "current-\(year)-\(month < 10 ? "0" : "")\(month).pdf", statement: statement, style: .ukCurrentAccount))
        }
        var euros: Int64 = 180_000
        // No statement for May: a gap the balance chart must show.
        for month in [2, 3, 4, 6, 7] {
            let statement = spanishAccount(month: month, openingBalance: euros)
            euros = statement.closingBalance
            files.append(File(name: "cuenta-\(year)-0\(month).pdf", statement: statement, style: .spanishAccount))
        }
        return files
    }

    static func currentAccount(month: Int, openingBalance: Int64) -> StatementDescription {
        let days = LocalDate.daysInMonth(month, year: year)
        var entries: [StatementEntry] = []
        func add(_ day: Int, _ text: String, _ amount: Int64) {
            entries.append(StatementEntry(date: CalendarDate(year, month, min(day, days)), description: [text], amount: amount))
        }
        add(1, "STANDING ORDER TO L SMITH RENT", -95_000)
        add(2, "DIRECT DEBIT TO THAMES WATER", month % 3 == 1 ? -11_550 : 0)
        add(4, "CARD PAYMENT TO TESCO STORES 2041", -(3_000 + Int64(month * 377 % 2_500)))
        if month != 9 { add(5, "DIRECT DEBIT TO PUREGYM LTD", -2_499) }
        add(7, "CARD PAYMENT TO NETFLIX.COM", month <= 6 ? -1_099 : -1_299)
        if month <= 10 { add(13, "CARD PAYMENT TO SPOTIFY UK", -1_199) }
        add(15, "CARD PAYMENT TO SAINSBURYS S/MKTS", -(4_100 + Int64(month * 911 % 5_300)))
        add(9 + month * 5 % 17, "CARD PAYMENT TO TFL TRAVEL CH", -(1_280 + Int64(month * 53 % 900)))
        add(20, "FASTER PAYMENT TO SAVINGS ACCOUNT", -20_000)
        add(3 + month * 11 % 24, "CARD PAYMENT TO PRET A MANGER", -(645 + Int64(month * 97 % 400)))
        add(25, "SALARY FROM CONTOSO LTD", 287_542)
        add(27, "CARD PAYMENT TO TESCO STORES 2041", -(2_200 + Int64(month * 613 % 4_000)))
        add(days, "MONTHLY ACCOUNT FEE", -300)
        // A veg box every Friday: 2025-01-03 is a Friday.
        var friday = CalendarDate(year, 1, 3)
        while friday.year == year && friday.month <= month {
            if friday.month == month { add(friday.day, "CARD PAYMENT TO RIVERFORD ORGANIC", -2_250) }
            friday = friday.adding(days: 7)
        }
        let sorted = entries.filter { $0.amount != 0 }.enumerated().sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
        return StatementDescription(
            institution: "Northwind Bank", institutionAddress: "1 Harbour Street, Reading RG1 1AA",
            accountHolder: ["MS ALEX MORGAN", "14 Elm Grove", "Reading", "RG4 7QT"], accountNumber: "12345678", currency: "GBP",
            periodStart: CalendarDate(year, month, 1), periodEnd: CalendarDate(year, month, days), openingBalance: openingBalance,
            entries: sorted.map(\.element))
    }

    static func spanishAccount(month: Int, openingBalance: Int64) -> StatementDescription {
        let days = LocalDate.daysInMonth(month, year: year)
        func entry(_ day: Int, _ lines: [String], _ amount: Int64) -> StatementEntry {
            StatementEntry(date: CalendarDate(year, month, day), valueDate: CalendarDate(year, month, day), description: lines, amount: amount)
        }
        return StatementDescription(
            institution: "Banco Ejemplo", institutionAddress: "Paseo de la Castellana 100, 28046 Madrid",
            accountHolder: ["ALEX MORGAN", "Calle Mayor 12", "46001 Valencia"], accountNumber: "ES91 2100 0418 4502 0005 9876",
            currency: "EUR", periodStart: CalendarDate(year, month, 1), periodEnd: CalendarDate(year, month, days),
            openingBalance: openingBalance,
            entries: [
                entry(3, ["RECIBO MOVISTAR TELEFONICA"], -4_520),
                entry(9, ["COMPRA TARJ. MERCADONA VALENCIA"], -(5_200 + Int64(month * 731 % 3_000))),
                entry(16, ["COMPRA TARJ. REPSOL ESTACION 22"], -(4_000 + Int64(month * 389 % 2_000))),
                entry(28, ["TRANSFERENCIA RECIBIDA ALQUILER PLAZA GARAJE"], 9_000),
            ])
    }
}
