/// Where a card's rows were spent ("SHELL OIL 574 HOUSTON TX $45.20"), as a cue to the card's
/// own country. Alone it says nothing: a Mexican card used on a trip prints the same Houston.
/// So the rows count only for the US, only when they print month-first dates (which US issuers
/// do and Mexican, Argentine or Canadian-French ones do not), only when no row names a place
/// elsewhere, and only when nothing else on the statement names a country.
enum RowPlaceCues {
    /// The US, with the places that say so, or nil.
    static func country(in lines: [TextLine], opening: [TextLine]) -> (country: String, cue: String)? {
        var usPlaces: [String] = []
        var foreignPlace = false
        for line in lines where endsWithPlaceCode(line.words) {
            guard let place = place(ending: line.words.map(\.text)) else { continue }
            if CurrencyCues.usStates.contains(place.state) {
                usPlaces.append("\(place.city) \(place.state)")
            } else {
                foreignPlace = true
            }
        }
        guard usPlaces.count >= 2, !foreignPlace, datesAreMonthFirst(lines, opening: opening) else { return nil }
        var distinct: [String] = []
        for place in usPlaces where !distinct.contains(place) { distinct.append(place) }
        let shown = distinct.prefix(2).map { "'\($0)'" }.joined(separator: ", ") + (distinct.count > 2 ? "…" : "")
        return ("US", "US places on \(usPlaces.count) rows (\(shown)) with month-first dates")
    }

    /// A cheap first look, without an array of the line's words: most rows end otherwise.
    static func endsWithPlaceCode(_ words: LineWords) -> Bool {
        for word in words.reversed() {
            let text = word.text
            if text.contains(where: \.isASCIIDigit) || isTrailingMark(text) { continue }
            return (2...3).contains(text.utf8.count) && text.utf8.allSatisfy { (0x41...0x5A).contains($0) }
        }
        return false
    }

    /// What may follow the place on a row: a dollar sign, and the amounts' signs and marks
    /// (`LineReader.markWords`: "CR", "DR", "D", "-").
    static func isTrailingMark(_ text: String) -> Bool { text == "$" || LineReader.markWords[text] != nil }

    /// The city and state or province a dated row's description ends with, before its amounts.
    static func place(ending words: [String]) -> (city: String, state: String)? {
        guard let (_, dateWords) = DateText.leading(words) else { return nil }
        var description = words.dropFirst(dateWords)
        // A posting date after the transaction date.
        if let (_, more) = DateText.leading(description) { description = description.dropFirst(more) }
        while let last = description.last, last.contains(where: \.isASCIIDigit) || isTrailingMark(last) {
            description = description.dropLast()
        }
        guard description.count >= 3, let state = description.last, state.utf8.count == 2 || state.utf8.count == 3,
            state.utf8.allSatisfy({ (0x41...0x5A).contains($0) })
        else { return nil }
        let city = description[description.endIndex - 2].trimming(",")
        guard city.count >= 3, city.allSatisfy(\.isLetter),
            CurrencyCues.usStates.contains(state) || CurrencyCues.canadianProvinces.contains(state)
                || CurrencyCues.australianStates.contains(state) || mexicanStates.contains(state)
        else { return nil }
        return (city, state)
    }

    /// How Mexican issuers abbreviate states on rows ("MONTERREY NL", "CANCUN QR"): places, never the US.
    static let mexicanStates: Set<String> = [
        "AGS", "BC", "BCS", "CAM", "CHS", "CHH", "COA", "COL", "DF", "DGO", "GTO", "GRO", "HGO", "JAL", "MEX", "MIC", "MOR",
        "NAY", "NL", "OAX", "PUE", "QRO", "QR", "SLP", "SIN", "SON", "TAB", "TAM", "TLX", "VER", "YUC", "ZAC",
    ]

    /// Whether the dates vote month-first as the parser counts them: a first part above 12 can
    /// only be a day, a second above 12 only a day after a month. The rows' leading dates vote,
    /// and so do the dates with a year on the opening lines ("Statement period 03/01/2025 - 03/31/2025").
    static func datesAreMonthFirst(_ lines: [TextLine], opening: [TextLine]) -> Bool {
        var dayFirst = 0, monthFirst = 0
        func vote(_ date: PrintedDate) {
            guard date.numeric, !date.yearFirst else { return }
            if date.first > 12 { dayFirst += 1 }
            if date.second > 12 { monthFirst += 1 }
        }
        for line in lines {
            if let (date, _) = DateText.leading(line.words.lazy.map(\.text)) { vote(date) }
        }
        let finder = FactFinder(order: .dayMonth)
        for line in opening {
            // A leading date has voted with the rows already.
            for span in finder.datesIn(line) where span.start > 0 { vote(span.date) }
        }
        return monthFirst > dayFirst
    }
}
