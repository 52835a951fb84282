extension AccountKindDetector {
    /// What card statements print in the further languages: the card, the minimum payment, the
    /// credit limit; folded once here.
    static let moreCardPhrases = [
        "kreditkort", "minimumsbetaling", "kreditgrænse", "luottokortti", "vähimmäismaksu", "luottoraja",
        "kreditní karta", "minimální splátka", "úvěrový limit", "kreditná karta", "minimálna splátka", "úverový limit",
        "hitelkártya", "minimum fizetendő", "hitelkeret", "card de credit", "plata minimă", "limita de credit",
        "πιστωτική κάρτα", "ελάχιστη καταβολή", "πιστωτικό όριο", "кредитная карта", "минимальный платёж", "кредитный лимит",
        "кредитна картка", "мінімальний платіж", "кредитний ліміт", "신용카드", "최소결제금액", "kartu kredit",
        "pembayaran minimum", "batas kredit", "kad kredit", "bayaran minimum", "had kredit", "thẻ tín dụng",
        "thanh toán tối thiểu", "hạn mức tín dụng", "บัตรเครดิต", "ชำระขั้นต่ำ", "creditcard", "minimaal te betalen",
        "kredietlimiet", "bestedingslimiet", "carta di credito", "kreditkarte",
    ].map(TextFolding.normalised)
}
