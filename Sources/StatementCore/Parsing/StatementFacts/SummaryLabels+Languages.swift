extension SummaryLabels {
    /// Opening and closing labels in the further languages statements come in, and the regional
    /// wording of covered ones (Swiss "Schlusssaldo", Austrian "Saldo neu", Québec "Solde
    /// d'ouverture"), as printed; folded once here.
    static let moreOpening = folded([
        "indgående saldo", "startsaldo", "overført saldo",  // Danish
        "saldo alussa", "edellinen saldo", "saldo kauden alussa",  // Finnish
        "počáteční stav", "předchozí zůstatek",  // Czech
        "počiatočný zostatok", "začiatočný zostatok", "počiatočný stav",  // Slovak
        "nyitóegyenleg", "kezdő egyenleg", "előző egyenleg",  // Hungarian
        "sold inițial", "sold initial", "sold anterior", "sold precedent",  // Romanian
        "προηγούμενο υπόλοιπο", "υπόλοιπο έναρξης", "αρχικό υπόλοιπο",  // Greek
        "входящий остаток", "остаток на начало", "входящее сальдо", "сальдо на начало", "начальный остаток",
        "вхідний залишок", "залишок на початок", "вхідне сальдо", "початковий залишок",
        "전일잔액", "이월잔액", "기초잔액", "전월이월",  // Korean
        "saldo awal", "baki awal", "baki permulaan",  // Indonesian, Malay
        "số dư đầu kỳ", "số dư đầu",  // Vietnamese
        "ยอดยกมา", "ยอดคงเหลือยกมา",  // Thai
        "saldo alt", "kontostand alt", "saldo vortrag",  // Swiss, Austrian
        "solde d'ouverture", "solde reporté", "solde au début",  // Québec
        "saldo vormonat", "saldo letzte abrechnung", "saldo der letzten abrechnung",  // German card bills
    ])
    static let moreClosing = folded([
        "udgående saldo", "slutsaldo", "ny saldo",
        "saldo lopussa", "saldo kauden lopussa",
        "konečný stav", "konečný zostatok",
        "záróegyenleg", "új egyenleg",
        "sold final",
        "νέο υπόλοιπο", "τελικό υπόλοιπο", "υπόλοιπο λήξης",
        "исходящий остаток", "остаток на конец", "исходящее сальдо", "сальдо на конец", "конечный остаток",
        "вихідний залишок", "залишок на кінець", "вихідне сальдо", "кінцевий залишок",
        "기말잔액", "최종잔액",
        "saldo akhir", "baki akhir", "baki penutup",
        "số dư cuối kỳ", "số dư cuối",
        "ยอดคงเหลือยกไป",
        "saldo neu", "kontostand neu",
        "solde de clôture", "solde de fermeture", "solde à la fin",
    ])
    static let moreBroughtForward = folded(["από μεταφορά", "baki dibawa ke hadapan", "baki bawa ke hadapan", "baki b f"])
    static let moreCarriedForward = folded(["σε μεταφορά", "ยอดยกไป", "baki dibawa ke hadapan seterusnya"])
    /// "Zůstatek k 31.03.2025", "Sold la 31.03.2025": a balance at a date.
    static let moreStated = folded([
        "zůstatek k", "zostatok k", "egyenleg", "sold la", "υπόλοιπο στις", "остаток на", "залишок на", "saldo per",
        "saldo pada", "baki pada", "saldo ke", "solde le",
    ])
    /// Totals as a whole line says them, and the words that start a section's total.
    static let moreTotals = Set(
        folded([
            "i alt", "sum", "yhteensä", "panot yhteensä", "otot yhteensä", "celkem", "součet", "spolu", "celkom",
            "összesen", "terhelések összesen", "jóváírások összesen", "rulaj", "rulaj total", "total rulaj",
            "σύνολο", "σύνολα", "итого", "всего", "обороты", "итого обороты", "разом", "всього", "усього", "обороти",
            "합계", "총계", "소계", "jumlah", "total mutasi", "mutasi debet", "mutasi kredit", "tổng cộng", "cộng phát sinh",
            "รวม", "ยอดรวม", "totaal", "subtotaal", "totaal af", "totaal bij", "umsatztotal", "celkové obraty",
        ]))
    static let moreSectionTotalStarts = Set(folded(["σύνολο", "итого", "разом", "totaal", "jumlah", "celkem", "összesen"]))
    static let moreTotalledThings = Set(
        folded([
            "retraits", "dépôts", "retiros", "depósitos", "χρεώσεων", "πιστώσεων", "поступлений", "списаний",
            "debet", "kredit", "debit", "credit", "příjmy", "výdaje", "terhelések", "jóváírások", "indbetalinger", "udbetalinger",
            "panot", "otot",
        ]))

    private static func folded(_ labels: [String]) -> [String] { labels.map(TextFolding.normalised) }
}
