/// Finds the issuer's name on the first page: the run of words around a bank word ("Northwind
/// Bank", "Banco Ejemplo"), cut where the page's title or a label starts; else the logo-sized
/// name at the top of the page ("Contoso Card").
enum InstitutionFinder {
    static let bankWords = ["bank", "banco", "banque", "banca", "kreditbank", "sparkasse", "caixa", "credit union", "building society", "银行", "銀行", "bancaria"]
    /// Words that start a title or a label printed beside the name, not part of it.
    static let titleWords: Set<String> = [
        "statement", "statements", "account", "accounts", "current", "checking", "savings", "number", "no",
        "extracto", "extrato", "cuenta", "conta", "kontoauszug", "konto", "releve", "compte", "page", "pagina", "seite",
        "period", "periodo", "date", "fecha", "datum", "customer", "cliente", "kunde", "iban", "bic", "swift",
    ]

    static func find(onFirstPage lines: [TextLine]) -> String? {
        // A line that starts with a date is a row ("27/02/2025 PRELIEVO BANCOMAT"), not a letterhead.
        for line in lines where DateText.leading(line.words.lazy.map(\.text)) == nil {
            for segment in segments(line) {
                let folded = segment.map { TextFolding.normalised($0.text) }
                let joined = folded.joined(separator: " ")
                guard bankWords.contains(where: joined.contains) else { continue }
                if let name = name(segment, folded: folded) { return name }
            }
        }
        return logoName(lines)
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
        guard !words.isEmpty, words.count <= 6 else { return nil }
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
              !logo.contains(where: { $0.text.contains(where: \.isNumber) }) else { return nil }
        return logo.map(\.text).joined(separator: " ")
    }
}
