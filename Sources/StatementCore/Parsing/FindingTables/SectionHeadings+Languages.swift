extension SectionHeadings {
    /// Money-in and money-out headings in the further languages statements come in, as printed;
    /// folded once here.
    static let moreMoneyIn = [
        "indbetalinger", "panot", "příjmy", "příchozí platby", "príjmy", "prijaté platby", "jóváírások", "încasări",
        "πιστώσεις", "поступления", "зачисления", "надходження", "bijschrijvingen", "dépôts", "dépôts et crédits",
        "penerimaan",
    ].map(TextFolding.normalised)
    static let moreMoneyOut = [
        "udbetalinger", "otot", "výdaje", "odchozí platby", "výdavky", "odoslané platby", "terhelések", "plăți",
        "χρεώσεις", "списания", "расходы", "списання", "витрати", "afschrijvingen", "retraits", "retraits et débits",
        "achats", "pengeluaran",
    ].map(TextFolding.normalised)
}
