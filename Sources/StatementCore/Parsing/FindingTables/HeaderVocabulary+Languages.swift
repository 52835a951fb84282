extension HeaderVocabulary {
    /// Column headers in the further languages statements come in, as printed (folded when added):
    /// Danish, Finnish, Czech, Slovak, Hungarian, Romanian, Greek, Russian, Ukrainian,
    /// Indonesian, Malay, Vietnamese, and the regional words of Swiss, Austrian, Belgian, Dutch,
    /// Québec, Portuguese and Latin-American banks.
    static let moreHeaders: [(String, ColumnRole)] = [
        // Danish
        ("dato", .date), ("bogført", .date), ("bogføringsdato", .date), ("posteringsdato", .date), ("rentedato", .valueDate),
        ("tekst", .description), ("posteringstekst", .description), ("beskrivelse", .description), ("beløb", .amount),
        ("indbetaling", .credit), ("indbetalinger", .credit), ("indsat", .credit), ("udbetaling", .debit),
        ("udbetalinger", .debit), ("hævet", .debit),
        // Finnish
        ("päivämäärä", .date), ("pvm", .date), ("kirjauspäivä", .date), ("maksupäivä", .date), ("arvopäivä", .valueDate),
        ("selite", .description), ("selitys", .description), ("tapahtuma", .description), ("saaja/maksaja", .description),
        ("viesti", .description), ("määrä", .amount), ("summa", .amount), ("panot", .credit), ("pano", .credit),
        ("otot", .debit), ("otto", .debit), ("viite", .reference), ("arkistointitunnus", .reference),
        // Czech and Slovak
        ("datum zaúčtování", .date), ("datum splatnosti", .date), ("dátum zaúčtovania", .date), ("popis", .description),
        ("zpráva", .description), ("poznámka", .description), ("částka", .amount), ("čiastka", .amount), ("suma", .amount),
        ("zůstatek", .balance), ("zostatok", .balance), ("příjmy", .credit), ("výdaje", .debit), ("príjem", .credit),
        ("výdaj", .debit), ("kredit", .credit), ("debet", .debit),
        // Hungarian
        ("könyvelés dátuma", .date), ("könyvelési dátum", .date), ("könyvelés", .date), ("értéknap", .valueDate),
        ("megnevezés", .description), ("közlemény", .description), ("leírás", .description), ("tranzakció", .description),
        ("összeg", .amount), ("egyenleg", .balance), ("terhelés", .debit), ("jóváírás", .credit), ("tartozik", .debit),
        ("követel", .credit),
        // Romanian
        ("descriere", .description), ("detalii", .description), ("explicații", .description), ("sold", .balance),
        ("data valutei", .valueDate), ("referință", .reference),
        // Greek
        ("ημερομηνία", .date), ("ημ/νία", .date), ("ημερομηνία αξίας", .valueDate), ("αξίας", .valueDate),
        ("αιτιολογία", .description), ("περιγραφή", .description), ("χρέωση", .debit), ("χρεώσεις", .debit),
        ("πίστωση", .credit), ("πιστώσεις", .credit), ("ποσό", .amount), ("υπόλοιπο", .balance),
        // Russian and Ukrainian
        ("дата", .date), ("дата операции", .date), ("дата проводки", .date), ("дата валютирования", .valueDate),
        ("описание", .description), ("назначение", .description), ("содержание", .description), ("операция", .description),
        ("сумма", .amount), ("приход", .credit), ("расход", .debit), ("поступление", .credit), ("поступления", .credit),
        ("зачисление", .credit), ("зачисления", .credit), ("списание", .debit), ("дебет", .debit), ("кредит", .credit),
        ("остаток", .balance), ("сальдо", .balance), ("опис", .description), ("призначення", .description),
        ("сума", .amount), ("надходження", .credit), ("зарахування", .credit), ("списання", .debit), ("витрати", .debit),
        ("залишок", .balance),
        // Indonesian and Malay
        ("tanggal", .date), ("tgl", .date), ("keterangan", .description), ("uraian", .description), ("deskripsi", .description),
        ("mutasi", .amount), ("jumlah", .amount), ("nominal", .amount), ("tarikh", .date), ("butiran", .description),
        ("huraian", .description), ("amaun", .amount), ("baki", .balance), ("pengeluaran", .debit), ("simpanan", .credit),
        // Vietnamese: two-word headers
        ("ngày", .date), ("ngày gd", .date), ("mô tả", .description), ("nội dung", .description), ("diễn giải", .description),
        ("ghi nợ", .debit), ("ghi có", .credit), ("số tiền", .amount), ("số dư", .balance), ("tham chiếu", .reference),
        // Swiss, Austrian, Belgian, Dutch, Québec, Portuguese and Latin-American wording
        ("text", .description), ("texte", .description), ("umsatztext", .description), ("belastungen", .debit),
        ("gutschriften", .credit), ("mededeling", .description), ("mededelingen", .description), ("verrichting", .description),
        ("communication", .description), ("communications", .description), ("boekdatum", .date), ("rentedatum", .valueDate),
        ("transactiedatum", .date), ("retraits", .debit), ("retrait", .debit), ("dépôts", .credit), ("dépôt", .credit),
        ("descritivo", .description), ("montante", .amount), ("data mov", .date), ("retiro", .debit), ("deposito", .credit),
        ("egresos", .debit), ("ingresos", .credit), ("comprobante", .reference),
    ]

    /// Korean and Thai headers are matched inside a word, as Chinese ones are; the more telling
    /// part first ("출금액" is money out before it is an amount).
    static let moreFragments: [(String, ColumnRole)] = [
        ("출금", .debit), ("지급", .debit), ("찾으신", .debit), ("입금", .credit), ("맡기신", .credit), ("잔액", .balance),
        ("적요", .description), ("내용", .description), ("거래일", .date), ("일자", .date), ("날짜", .date), ("금액", .amount),
        ("วันที่", .date), ("ถอน", .debit), ("ฝาก", .credit), ("คงเหลือ", .balance), ("รายการ", .description),
        ("รายละเอียด", .description), ("จำนวนเงิน", .amount),
    ]

    /// Dutch banks head their money columns "Af" and "Bij".
    static let moreIsolated: [String: ColumnRole] = ["af": .debit, "bij": .credit]

    /// The vocabulary with the further languages added; a word it already knows keeps its role.
    func addingLanguages() -> HeaderVocabulary {
        var vocabulary = self
        for (phrase, role) in HeaderVocabulary.moreHeaders {
            let folded = TextFolding.normalised(phrase)
            if folded.contains(" ") {
                vocabulary.pairs[folded] = vocabulary.pairs[folded] ?? role
            } else {
                vocabulary.words[folded] = vocabulary.words[folded] ?? role
            }
        }
        vocabulary.fragments = (fragments + HeaderVocabulary.moreFragments).map { (TextFolding.normalised($0.0), $0.1) }
        vocabulary.isolated.merge(HeaderVocabulary.moreIsolated) { old, _ in old }
        return vocabulary
    }
}
