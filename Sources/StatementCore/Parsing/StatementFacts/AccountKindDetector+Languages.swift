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

extension AccountKindDetector {
    /// What a business account's statement calls it, in the languages the parser reads; folded once.
    static let businessPhrases = [
        "business checking", "business account", "business current account", "business banking", "business savings",
        "business premium", "business advantage", "company account", "corporate account", "commercial checking",
        "cuenta empresa", "cuenta empresarial", "cuenta de empresa", "cuenta negocios", "banca empresas", "persona moral",
        "sociedad anonima", "capital variable", "s de rl de cv",
        "conta empresa", "conta empresarial", "conta pj", "pessoa juridica",
        "compte professionnel", "compte pro", "compte entreprise", "compte courant entreprise",
        "compte courant professionnel", "banque des entreprises", "clientele professionnelle",
        "geschaftskonto", "firmenkonto", "geschaftskunden", "firmenkunden", "conto business", "conto aziendale",
        "conto impresa", "zakelijke rekening", "zakelijk", "bedrijfsrekening", "企业账户", "对公账户", "法人口座",
    ].map(TextFolding.normalised)

    /// What a personal account's statement calls it; folded once.
    static let personalPhrases = [
        "personal account", "personal checking", "personal banking", "cuenta personal", "persona fisica",
        "conta pessoal", "pessoa fisica", "compte particulier", "privatkonto", "privatgirokonto", "conto personale",
        "particuliere rekening", "个人账户", "個人口座",
    ].map(TextFolding.normalised)
}

extension AccountKindDetector {
    /// Labels a statement prints before the holder's name, folded, as words.
    static let holderLabels: [[Substring]] = [
        "nome", "name", "titular", "cliente", "account holder", "account name", "customer name", "razao social",
        "razon social", "raison sociale", "kontoinhaber", "intestatario", "nom", "rekeninghouder",
    ].map { $0.split(separator: " ") }

    /// Legal forms that end a company's name, folded, as words.
    static let legalForms: [[Substring]] = [
        "ltda", "sa", "s a", "eireli", "ltd", "limited", "llc", "inc", "plc", "gmbh", "ag", "sarl", "sas", "srl",
        "spa", "bv", "nv", "sa de cv", "s a de c v", "s de rl", "sl", "slu", "lda", "corp",
    ].map { $0.split(separator: " ") }
}
