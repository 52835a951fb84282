extension MonthNames {
    /// Month names in the further languages statements come in, each month's row in the order
    /// Danish, Finnish, Czech and Slovak (with the genitive dates use: "5. března"), Hungarian,
    /// Romanian, Greek, Russian and Ukrainian (nominative and genitive), Indonesian and Malay,
    /// Thai (full and abbreviated as printed: "มี.ค."), the short forms Finnish, Russian and Ukrainian
    /// print ("loka", "июн", "квіт"), and the Austrian "Feber". Abbreviations
    /// that are common words in another covered language stay out ("des", "noi", "лист").
    static let moreNames: [[String]] = [
        [
            "tammikuu", "tammikuuta", "tammi", "leden", "ledna", "januára", "ianuarie", "ian", "ιανουάριος", "ιανουαρίου",
            "ιαν", "январь", "января", "янв", "січень", "січня", "มกราคม", "ม.ค.", "січ",
        ],
        [
            "feber", "helmikuu", "helmikuuta", "helmi", "únor", "února", "februára", "febr", "februarie", "φεβρουάριος",
            "φεβρουαρίου", "φεβ", "февраль", "февраля", "фев", "лютий", "лютого", "กุมภาพันธ์", "ก.พ.", "лют",
        ],
        [
            "marts", "maaliskuu", "maaliskuuta", "maalis", "březen", "března", "marec", "marca", "március", "márc",
            "martie", "μάρτιος", "μαρτίου", "μαρ", "март", "марта", "березень", "березня", "maret", "mac", "มีนาคม", "มี.ค.", "мар", "бер",
        ],
        [
            "huhtikuu", "huhtikuuta", "huhti", "duben", "dubna", "apríla", "április", "aprilie", "απρίλιος", "απριλίου",
            "απρ", "апрель", "апреля", "квітень", "квітня", "เมษายน", "เม.ย.", "апр", "квіт",
        ],
        [
            "maj", "toukokuu", "toukokuuta", "touko", "květen", "května", "mája", "május", "μάιος", "μαΐου", "μαΐ",
            "май", "мая", "травень", "травня", "พฤษภาคม", "พ.ค.", "трав",
        ],
        [
            "kesäkuu", "kesäkuuta", "kesä", "červen", "června", "júna", "június", "iunie", "iun", "ιούνιος", "ιουνίου",
            "ιουν", "июнь", "июня", "червень", "червня", "มิถุนายน", "มิ.ย.", "июн", "черв",
        ],
        [
            "heinäkuu", "heinäkuuta", "heinä", "červenec", "července", "júla", "július", "iulie", "iul", "ιούλιος",
            "ιουλίου", "ιουλ", "июль", "июля", "липень", "липня", "julai", "กรกฎาคม", "ก.ค.", "июл", "лип",
        ],
        [
            "elokuu", "elokuuta", "srpen", "srpna", "augusta", "augusztus", "αύγουστος", "αυγούστου", "αυγ", "август",
            "августа", "авг", "серпень", "серпня", "agustus", "agu", "agt", "ogos", "สิงหาคม", "ส.ค.", "elo", "серп",
        ],
        [
            "syyskuu", "syyskuuta", "září", "septembra", "szeptember", "szept", "septembrie", "σεπτέμβριος",
            "σεπτεμβρίου", "σεπ", "сентябрь", "сентября", "сен", "сент", "вересень", "вересня", "กันยายน", "ก.ย.", "syys", "вер",
        ],
        [
            "lokakuu", "lokakuuta", "říjen", "října", "októbra", "octombrie", "οκτώβριος", "οκτωβρίου", "οκτ",
            "октябрь", "октября", "окт", "жовтень", "жовтня", "ตุลาคม", "ต.ค.", "loka", "жовт",
        ],
        [
            "marraskuu", "marraskuuta", "listopad", "listopadu", "novembra", "noiembrie", "νοέμβριος", "νοεμβρίου",
            "νοε", "ноябрь", "ноября", "ноя", "листопад", "листопада", "พฤศจิกายน", "พ.ย.", "marras",
        ],
        [
            "joulukuu", "joulukuuta", "prosinec", "prosince", "decembra", "decembrie", "δεκέμβριος", "δεκεμβρίου",
            "δεκ", "декабрь", "декабря", "дек", "грудень", "грудня", "desember", "disember", "ธันวาคม", "ธ.ค.", "joulu", "груд",
        ],
    ]
}
