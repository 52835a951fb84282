/// `debit-credit-columns`: a German account with separate Soll and Haben columns.
enum BeispielbankSample {
    static let sample = SampleStatement(
        name: "debit-credit-columns",
        style: .debitCreditColumns,
        statement: StatementDescription(
            institution: "Beispielbank AG",
            institutionAddress: "Musterstra\u{00DF}e 1, 60311 Frankfurt am Main",
            accountHolder: ["Herrn J\u{00FC}rgen Wei\u{00DF}", "Lindenallee 8", "80331 M\u{00FC}nchen"],
            accountNumber: "DE89 3704 0044 0532 0130 00",
            currency: "EUR",
            periodStart: CalendarDate(2025, 2, 1),
            periodEnd: CalendarDate(2025, 2, 28),
            openingBalance: 320_417,
            entries: entries
        ),
        linesPerPage: nil
    )

    private static func february(_ day: Int, _ lines: [String], _ amount: Int64) -> StatementEntry {
        StatementEntry(date: CalendarDate(2025, 2, day), description: lines, amount: amount)
    }

    private static let entries = [
        february(3, ["Dauerauftrag Hausverwaltung Schulz", "Miete Februar 2025"], -92_000),
        february(3, ["Kartenzahlung REWE Markt GmbH", "girocard 2025-02-01"], -5_487),
        february(4, ["Lastschrift Stadtwerke M\u{00FC}nchen", "Strom Abschlag 02/2025"], -7_800),
        february(5, ["Kartenzahlung ARAL Tankstelle"], -6_430),
        february(6, ["Bargeldauszahlung Geldautomat"], -10_000),
        february(10, ["Lastschrift Telekom Deutschland GmbH"], -3_995),
        february(11, ["Gutschrift \u{00DC}berweisung Erika Mustermann", "R\u{00FC}ckzahlung Konzertkarten"], 4_500),
        february(12, ["Kartenzahlung EDEKA Center"], -3_822),
        february(14, ["Lastschrift Spotify AB"], -1_099),
        february(17, ["Kartenzahlung dm-drogerie markt"], -1_745),
        february(20, ["Lastschrift Allianz Versicherungs-AG", "Hausrat 2025"], -1_290),
        february(24, ["Kartenzahlung B\u{00E4}ckerei M\u{00FC}ller"], -680),
        february(26, ["Gehalt Fabrikam GmbH", "Lohn/Gehalt 02/2025"], 264_018),
        february(27, ["Lastschrift Vodafone GmbH"], -2_999),
        february(28, ["Kontof\u{00FC}hrungsgeb\u{00FC}hren"], -495),
    ]
}
