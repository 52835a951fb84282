import Testing
import StatementCore

/// Each month's long and short name in every language docs/languages.md lists, as a date prints
/// it ("5 <month> 2025"), finds its month.
@Suite struct MonthNamesTests {
    struct Language: Sendable, CustomTestStringConvertible {
        var name: String
        var months: [[String]]
        var testDescription: String { name }
    }

    static let languages: [Language] = [
        Language(
            name: "English",
            months: [
                ["January", "Jan"], ["February", "Feb"], ["March", "Mar"], ["April", "Apr"], ["May"], ["June", "Jun"], ["July", "Jul"],
                ["August", "Aug"], ["September", "Sep", "Sept"], ["October", "Oct"], ["November", "Nov"], ["December", "Dec"],
            ]),
        Language(
            name: "Spanish",
            months: [
                ["enero", "ene"], ["febrero", "feb"], ["marzo", "mar"], ["abril", "abr"], ["mayo", "may"], ["junio", "jun"], ["julio", "jul"],
                ["agosto", "ago"], ["septiembre", "setiembre", "sep", "set"], ["octubre", "oct"], ["noviembre", "nov"], ["diciembre", "dic"],
            ]),
        Language(
            name: "Portuguese",
            months: [
                ["janeiro", "jan"], ["fevereiro", "fev"], ["março", "mar"], ["abril", "abr"], ["maio", "mai"], ["junho", "jun"], ["julho", "jul"],
                ["agosto", "ago"], ["setembro", "set"], ["outubro", "out"], ["novembro", "nov"], ["dezembro", "dez"],
            ]),
        Language(
            name: "German",
            months: [
                ["Januar", "Jan", "Jänner"], ["Februar", "Feb", "Feber"], ["März", "Mär", "Mrz"], ["April", "Apr"], ["Mai"], ["Juni", "Jun"],
                ["Juli", "Jul"], ["August", "Aug"], ["September", "Sep"], ["Oktober", "Okt"], ["November", "Nov"], ["Dezember", "Dez"],
            ]),
        Language(
            name: "French",
            months: [
                ["janvier", "janv."], ["février", "févr."], ["mars"], ["avril", "avr."], ["mai"], ["juin"], ["juillet", "juil."], ["août"],
                ["septembre", "sept."], ["octobre", "oct."], ["novembre", "nov."], ["décembre", "déc."],
            ]),
        Language(
            name: "Italian",
            months: [
                ["gennaio", "gen"], ["febbraio", "feb"], ["marzo", "mar"], ["aprile", "apr"], ["maggio", "mag"], ["giugno", "giu"],
                ["luglio", "lug"], ["agosto", "ago"], ["settembre", "set"], ["ottobre", "ott"], ["novembre", "nov"], ["dicembre", "dic"],
            ]),
        Language(
            name: "Dutch",
            months: [
                ["januari", "jan"], ["februari", "feb"], ["maart", "mrt"], ["april", "apr"], ["mei"], ["juni", "jun"], ["juli", "jul"],
                ["augustus", "aug"], ["september", "sep"], ["oktober", "okt"], ["november", "nov"], ["december", "dec"],
            ]),
        Language(
            name: "Danish",
            months: [
                ["januar", "jan"], ["februar", "feb"], ["marts", "mar"], ["april", "apr"], ["maj"], ["juni", "jun"], ["juli", "jul"],
                ["august", "aug"], ["september", "sep"], ["oktober", "okt"], ["november", "nov"], ["december", "dec"],
            ]),
        Language(
            name: "Finnish",
            months: [
                ["tammikuuta", "tammikuu", "tammi"], ["helmikuuta", "helmi"], ["maaliskuuta", "maalis"], ["huhtikuuta", "huhti"],
                ["toukokuuta", "touko"], ["kesäkuuta", "kesä"], ["heinäkuuta", "heinä"], ["elokuuta", "elo"], ["syyskuuta", "syys"],
                ["lokakuuta", "loka"], ["marraskuuta", "marras"], ["joulukuuta", "joulu"],
            ]),
        Language(
            name: "Czech",
            months: [
                ["ledna", "leden"], ["února", "únor"], ["března", "březen"], ["dubna", "duben"], ["května", "květen"], ["června", "červen"],
                ["července", "červenec"], ["srpna", "srpen"], ["září"], ["října", "říjen"], ["listopadu", "listopad"], ["prosince", "prosinec"],
            ]),
        Language(
            name: "Slovak",
            months: [
                ["januára", "január"], ["februára", "február"], ["marca", "marec"], ["apríla", "apríl"], ["mája", "máj"], ["júna", "jún"],
                ["júla", "júl"], ["augusta", "august"], ["septembra", "september"], ["októbra", "október"], ["novembra", "november"],
                ["decembra", "december"],
            ]),
        Language(
            name: "Hungarian",
            months: [
                ["január", "jan."], ["február", "febr."], ["március", "márc."], ["április", "ápr."], ["május", "máj."], ["június", "jún."],
                ["július", "júl."], ["augusztus", "aug."], ["szeptember", "szept."], ["október", "okt."], ["november", "nov."],
                ["december", "dec."],
            ]),
        Language(
            name: "Romanian",
            months: [
                ["ianuarie", "ian"], ["februarie", "feb"], ["martie", "mar"], ["aprilie", "apr"], ["mai"], ["iunie", "iun"], ["iulie", "iul"],
                ["august", "aug"], ["septembrie", "sept"], ["octombrie", "oct"], ["noiembrie", "nov"], ["decembrie", "dec"],
            ]),
        Language(
            name: "Greek",
            months: [
                ["Ιανουαρίου", "Ιανουάριος", "Ιαν"], ["Φεβρουαρίου", "Φεβ"], ["Μαρτίου", "ΜΑΡ"], ["Απριλίου", "Απρ"], ["Μαΐου", "Μάιος"],
                ["Ιουνίου", "Ιουν"], ["Ιουλίου", "Ιουλ"], ["Αυγούστου", "Αυγ"], ["Σεπτεμβρίου", "Σεπ"], ["Οκτωβρίου", "Οκτ"],
                ["Νοεμβρίου", "Νοε"], ["Δεκεμβρίου", "Δεκ"],
            ]),
        Language(
            name: "Russian",
            months: [
                ["января", "январь", "янв"], ["февраля", "фев"], ["марта", "мар"], ["апреля", "апр"], ["мая", "май"], ["июня", "июн"],
                ["июля", "июл"], ["августа", "авг"], ["сентября", "сен", "сент"], ["октября", "окт"], ["ноября", "ноя"], ["декабря", "дек"],
            ]),
        Language(
            name: "Ukrainian",
            months: [
                ["січня", "січень", "січ"], ["лютого", "лют"], ["березня", "бер"], ["квітня", "квіт"], ["травня", "трав"],
                ["червня", "черв"], ["липня", "лип"], ["серпня", "серп"], ["вересня", "вер"], ["жовтня", "жовт"],
                ["листопада", "листопад"], ["грудня", "груд"],
            ]),
        Language(
            name: "Indonesian",
            months: [
                ["Januari", "Jan"], ["Februari", "Feb"], ["Maret", "Mar"], ["April", "Apr"], ["Mei"], ["Juni", "Jun"], ["Juli", "Jul"],
                ["Agustus", "Agu", "Agt"], ["September", "Sep"], ["Oktober", "Okt"], ["November", "Nov"], ["Desember"],
            ]),
        Language(
            name: "Malay",
            months: [
                ["Januari", "Jan"], ["Februari", "Feb"], ["Mac"], ["April", "Apr"], ["Mei"], ["Jun"], ["Julai", "Jul"], ["Ogos"],
                ["September", "Sep"], ["Oktober", "Okt"], ["November", "Nov"], ["Disember"],
            ]),
        Language(
            name: "Thai",
            months: [
                ["มกราคม", "ม.ค."], ["กุมภาพันธ์", "ก.พ."], ["มีนาคม", "มี.ค."], ["เมษายน", "เม.ย."], ["พฤษภาคม", "พ.ค."], ["มิถุนายน", "มิ.ย."],
                ["กรกฎาคม", "ก.ค."], ["สิงหาคม", "ส.ค."], ["กันยายน", "ก.ย."], ["ตุลาคม", "ต.ค."], ["พฤศจิกายน", "พ.ย."], ["ธันวาคม", "ธ.ค."],
            ]),
    ]

    @Test(arguments: languages)
    func everyMonthLongAndShort(_ language: Language) {
        for (index, names) in language.months.enumerated() {
            for name in names {
                #expect(MonthNames.month(name) == index + 1, "\(name)")
                #expect(DateText.parse("5 \(name) 2025").map { [$0.first, $0.second, $0.year ?? 0] } == [5, index + 1, 2025], "\(name)")
            }
        }
    }
}
