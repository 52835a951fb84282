import Testing

@testable import StatementCore

/// A row whose statement prints its foreign-exchange detail keeps the original amount and the
/// printed rate, exactly; a rate not printed stays nil, and a fee line stays a row of its own.
@Suite struct ForeignAmountTests {
    /// "USD 12.50 1.0832" style summary of a row's detail; "-" for none.
    private func detail(_ transaction: Transaction) -> String {
        guard let foreign = transaction.foreign else { return "-" }
        return "\(foreign.original.currency.code) \(foreign.original.decimalString) \(foreign.rate?.description ?? "nil")"
    }

    private func read(_ text: String, _ code: String = "EUR") -> String {
        guard let foreign = ForeignAmountReader.read(text, bookedIn: Currency(code: code)) else { return "-" }
        return "\(foreign.original.currency.code) \(foreign.original.decimalString) \(foreign.rate?.description ?? "nil")"
    }

    @Test func formsOfTheDetailInFourLanguages() {
        #expect(read("AMAZON.COM USD 12.50 @ 1.0832") == "USD 12.50 1.0832")
        #expect(read("AMAZON.COM 12.50 USD @1.0832") == "USD 12.50 1.0832")
        #expect(read("SHOP ORIGINAL AMOUNT USD 12.50 EXCHANGE RATE 1.0832") == "USD 12.50 1.0832")
        #expect(read("SHOP USD 12.50 1 USD = 0.9231 EUR") == "USD 12.50 0.9231")
        #expect(read("NETFLIX.COM USD 12,50 TIPO DE CAMBIO 17,20", "MXN") == "USD 12.50 17.20")
        #expect(read("LOJA 12,50 USD Taxa de câmbio 5,4321", "BRL") == "USD 12.50 5.4321")
        #expect(read("Kartenzahlung LONDON SHOP GBP 1.019,80 Kurs 0,86") == "GBP 1019.80 0.86")
        #expect(read("CB HOTEL GBP 19,80 taux de change 1,1650") == "GBP 19.80 1.1650")
        #expect(read("HOTEL LISBOA USD 92.30 RATE OF EXCHANGE 1.0832") == "USD 92.30 1.0832")
        #expect(read("TOKYO STORE JPY 1,500 @ 162.40") == "JPY 1500 162.40")
    }

    @Test func noRateIsInventedAndNoAmountWithoutItsCode() {
        #expect(read("AMAZON.COM ORIGINAL AMOUNT USD 12.50") == "USD 12.50 nil")
        #expect(read("COFFEE BAR 12.50") == "-")
        #expect(read("TRANSFER REF 4417 EUR 12.50") == "-")
        #expect(read("SHOP EXCHANGE RATE 1.0832") == "-")
    }

    @Test func theDetailOnTheRowsLineAndOnTheLineBelowWithAFeeRowOfItsOwn() {
        var page = HandBuiltPage()
        page.cardSummary()
        page.line(.left("Date", 40), .left("Description", 110), .right("Amount", 440))
        page.line(.left("18 Dec", 40), .left("AMAZON.COM SEATTLE", 110), .right("11.54", 440))
        page.line(.left("ORIGINAL AMOUNT USD", 110), .right("12.50", 440))
        page.line(.left("FOREIGN TRANSACTION FEE", 110), .right("0.35", 440))
        page.line(.left("20 Dec", 40), .left("HOTEL BERLIN EUR 60.00 @ 1.1513", 110), .right("52.11", 440))
        page.line(.left("02 Jan", 40), .left("PAYMENT THANK YOU", 110), .right("-127.01", 440))
        let statement = UnseenLayout.parse(page)
        #expect(statement.transactions.count == 4)
        #expect(statement.transactions.map(detail) == ["USD -12.50 nil", "-", "EUR -60.00 1.1513", "-"])
        #expect(statement.transactions.first?.foreign?.original.minorUnits == -1250)
    }

    @Test func aSpanishRateLineBelowTheRowWithADecimalComma() {
        var page = HandBuiltPage()
        page.line(.left("Banco Ejemplo México", 40))
        page.line(.left("Estado de cuenta tarjeta de crédito", 40))
        page.line(.left("Pago mínimo", 40), .right("25,00", 300))
        page.line(.left("Periodo del 01/03/2025 al 31/03/2025", 40))
        page.line(.left("Saldo anterior", 40), .right("1.000,00", 300))
        page.line(.left("Saldo actual", 40), .right("1.215,00", 300))
        page.line(.left("15/03/2025", 40), .left("NETFLIX.COM", 110), .right("215,00", 440))
        page.line(.left("USD 12,50 TIPO DE CAMBIO 17,20", 110))
        let statement = UnseenLayout.parse(page)
        #expect(statement.transactions.map(detail) == ["USD -12.50 17.20"])
        #expect(statement.verification.verdict == .verified, "\(statement.problemTexts)")
    }

    @Test func thePrintedRateTurnsTheRightWay() throws {
        let pounds = Currency.gbp
        let date = try #require(LocalDate(year: 2025, month: 3, day: 4))
        // 50.00 EUR at 1.1601 euros a pound is 43.10 pounds: the rate is pounds into euros.
        let euros = ForeignAmount(original: Money(minorUnits: -5000, currency: .eur), rate: DecimalRate("1.1601"))
        let rate = euros.printedRate(booked: Money(minorUnits: -4310, currency: pounds), on: date)
        #expect(rate?.from == pounds && rate?.to == .eur)
        // 50.00 EUR at 0.8620 pounds a euro: euros into pounds.
        let other = ForeignAmount(original: Money(minorUnits: -5000, currency: .eur), rate: DecimalRate("0.8620"))
        let turned = other.printedRate(booked: Money(minorUnits: -4310, currency: pounds), on: date)
        #expect(turned?.from == .eur && turned?.to == pounds)
        // A rate that explains neither way is not used.
        let wrong = ForeignAmount(original: Money(minorUnits: -5000, currency: .eur), rate: DecimalRate("2.5"))
        #expect(wrong.printedRate(booked: Money(minorUnits: -4310, currency: pounds), on: date) == nil)
    }
}
