/// `cuenta-es`: a Spanish account with two-line concepts and accented text.
enum BancoEjemploSample {
    static let sample = SampleStatement(
        name: "cuenta-es",
        style: .spanishAccount,
        statement: StatementDescription(
            institution: "Banco Ejemplo",
            institutionAddress: "Paseo de la Castellana 100, 28046 Madrid",
            accountHolder: ["LUC\u{00CD}A FERN\u{00C1}NDEZ MU\u{00D1}OZ", "Calle Mayor 12, 3\u{00BA} B", "46001 Valencia"],
            accountNumber: "ES91 2100 0418 4502 0005 1332",
            currency: "EUR",
            periodStart: CalendarDate(2025, 4, 1),
            periodEnd: CalendarDate(2025, 4, 30),
            openingBalance: 231_548,
            entries: entries
        ),
        linesPerPage: nil
    )

    private static func april(_ day: Int, value valueDay: Int? = nil, _ lines: [String], _ amount: Int64) -> StatementEntry {
        StatementEntry(
            date: CalendarDate(2025, 4, day), valueDate: CalendarDate(2025, 4, valueDay ?? day),
            description: lines, amount: amount
        )
    }

    private static let entries = [
        april(1, ["RECIBO MOVISTAR TELEFONICA", "Ref. 000123 Mandato ES12ZZZA28016814"], -4_520),
        april(2, value: 1, ["COMPRA TARJ. MERCADONA VALENCIA", "Tarjeta ****4821"], -6_735),
        april(3, ["TRANSFERENCIA ALQUILER ABRIL", "Benef. Inmobiliaria Sol S.L."], -85_000),
        april(4, value: 3, ["COMPRA TARJ. CAFETER\u{00CD}A LA ESQUINA"], -480),
        april(7, ["RECIBO IBERDROLA CLIENTES", "Ref. 004512 Mandato ES98ZZZA95075578"], -7_214),
        april(8, ["REINTEGRO CAJERO SANTA ANA"], -5_000),
        april(9, value: 8, ["COMPRA TARJ. REPSOL E.S. 2231"], -5_890),
        april(10, ["RECIBO NETFLIX.COM"], -1_299),
        april(14, ["BIZUM DE MAR\u{00CD}A GARC\u{00CD}A", "Cena cumplea\u{00F1}os"], 2_500),
        april(15, value: 14, ["COMPRA TARJ. CARREFOUR MARKET"], -4_361),
        april(16, ["COMISI\u{00D3}N MANTENIMIENTO"], -600),
        april(22, ["RECIBO CANAL DE ISABEL II", "Ref. 778120 Mandato ES45ZZZQ2817017F"], -3_175),
        april(24, value: 23, ["COMPRA TARJ. FARMACIA L\u{00D3}PEZ"], -1_240),
        april(28, ["N\u{00D3}MINA ACME IB\u{00C9}RICA S.L.", "N\u{00F3}mina abril 2025"], 198_055),
        april(29, value: 28, ["COMPRA TARJ. DIA SUPERMERCADO"], -2_318),
        april(30, ["RECIBO SEGURO HOGAR MAPFRE", "P\u{00F3}liza 0045-778812"], -1_990),
        april(30, ["LIQUIDACI\u{00D3}N INTERESES"], 12),
    ]
}
