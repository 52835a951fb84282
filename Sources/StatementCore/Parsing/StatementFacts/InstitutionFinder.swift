/// Finds the issuer's name on the first page: the run of words around a bank word ("Northwind
/// Bank", "Banco Ejemplo"), cut where the page's title or a label starts; else the logo-sized
/// name at the top of the page ("Contoso Card").
enum InstitutionFinder {
    static let bankWords = [
        "bank", "banco", "banque", "banca", "kreditbank", "sparkasse", "caixa", "credit union", "building society", "银行", "銀行",
        "bancaria", "banka", "pankki", "τραπεζα", "банк", "은행", "ธนาคาร", "ngan hang", "sparekasse", "takarek",
    ]
    /// Words that start a title or a label printed beside the name, not part of it.
    static let titleWords: Set<String> = [
        "statement", "statements", "account", "accounts", "current", "checking", "savings", "number", "no",
        "extracto", "extrato", "cuenta", "conta", "kontoauszug", "konto", "releve", "compte", "page", "pagina", "seite",
        "period", "periodo", "date", "fecha", "datum", "customer", "cliente", "kunde", "iban", "bic", "swift",
    ]

    /// Words of a sentence or a greeting, never of a bank's name ("Thank you for banking with
    /// us", "Dear customer, your bank…").
    static let sentenceWords: Set<String> = [
        "your", "you", "our", "we", "us", "is", "are", "has", "have", "will", "with", "thank", "thanks", "dear",
        "please", "votre", "vous", "nous", "su", "sus", "usted", "ihr", "ihre", "sie", "wir", "seu", "sua",
    ]

    static func find(onFirstPage lines: [TextLine]) -> String? {
        // A line that starts with a date is a row ("27/02/2025 PRELIEVO BANCOMAT"), not a letterhead.
        for (index, line) in lines.enumerated() where DateText.leading(line.words.lazy.map(\.text)) == nil {
            for segment in segments(line) {
                let folded = segment.map { TextFolding.normalised($0.text) }
                let joined = folded.joined(separator: " ")
                guard bankWords.contains(where: joined.contains), !isPayload(segment) else { continue }
                if let name = name(segment, folded: folded) {
                    return index > 0 ? (logoLine(above: segment, in: lines[index - 1]).map { $0 + " " + name } ?? name) : name
                }
            }
        }
        return logoName(lines)
    }

    /// A payment QR code's text or a reference run ("BCD 002 1 SCT NWBKGB2L …"): figures in
    /// half its words or more (an address has a few: "Deutsche Kreditbank, Taubenstr. 7-9, 10117 Berlin").
    private static func isPayload(_ segment: [TextWord]) -> Bool {
        segment.count >= 4 && segment.filter { $0.text.contains(where: \.isNumber) }.count * 2 >= segment.count
    }

    /// "Northwind" over "Savings Bank" in the same logo-sized type: the first part of the name,
    /// printed on the line above, right over it.
    private static func logoLine(above segment: [TextWord], in line: TextLine) -> String? {
        guard let first = segment.first, let last = segment.last, first.fontSize >= 12 else { return nil }
        for part in segments(line) {
            guard let top = part.first, let end = part.last, abs(top.fontSize - first.fontSize) <= 0.1 * first.fontSize,
                top.x0 < last.x1, end.x1 > first.x0, first.y0 - end.y1 < first.fontSize,
                part.count <= 3, !part.contains(where: { $0.text.contains(where: \.isNumber) })
            else { continue }
            return part.map(\.text).joined(separator: " ")
        }
        return nil
    }

    /// Words that belong together: close to each other and in the same type size. A logo and a
    /// title on one baseline are two segments.
    static func segments(_ line: TextLine) -> [[TextWord]] {
        var segments: [[TextWord]] = []
        for word in line.words {
            if let last = segments.last?.last {
                let size = max(last.fontSize, word.fontSize, 4)
                let sameSize = abs(last.fontSize - word.fontSize) <= 0.2 * size
                if word.x0 - last.x1 <= 1.2 * size && sameSize {
                    segments[segments.count - 1].append(word)
                    continue
                }
            }
            segments.append([word])
        }
        return segments
    }

    /// The words before the first title word or separator, when they still hold the bank word.
    private static func name(_ segment: [TextWord], folded: [String]) -> String? {
        var words: [String] = []
        for (word, key) in zip(segment, folded) {
            if titleWords.contains(key) && !words.isEmpty { break }
            let trimmed = word.text.hasSuffix(",") || word.text.hasSuffix(":") ? String(word.text.dropLast()) : word.text
            if word.text == "-" || word.text == "|" { break }
            words.append(trimmed)
            if word.text.hasSuffix(",") || word.text.hasSuffix(":") { break }
        }
        guard !words.isEmpty, words.count <= 6,
            !words.contains(where: { sentenceWords.contains(TextFolding.normalised($0)) })
        else { return nil }
        let name = words.joined(separator: " ")
        let foldedName = TextFolding.normalised(name)
        guard bankWords.contains(where: foldedName.contains) else { return nil }
        if let end = name.firstIndex(of: "行"), name.contains("银行") || name.contains("銀行") { return String(name[...end]) }
        return name
    }

    /// The largest type at the top of the first page, when it is clearly a logo: much larger
    /// than the body text, a few words, no digits.
    private static func logoName(_ lines: [TextLine]) -> String? {
        let sizes = lines.flatMap { $0.words.map(\.fontSize) }.sorted()
        guard !sizes.isEmpty, let top = lines.first?.y0 else { return nil }
        let body = sizes[sizes.count / 2]
        let candidates = lines.filter { $0.y0 <= top + 80 }.flatMap(segments)
        guard let logo = candidates.max(by: { ($0.first?.fontSize ?? 0) < ($1.first?.fontSize ?? 0) }),
            let size = logo.first?.fontSize, size >= 1.4 * body, logo.count <= 4,
            !logo.contains(where: { $0.text.contains(where: \.isNumber) })
        else { return nil }
        return logo.map(\.text).joined(separator: " ")
    }
}
