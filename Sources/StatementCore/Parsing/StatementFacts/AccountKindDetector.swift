/// Tells a card statement from an account statement by the words only card statements print.
public enum AccountKindDetector {
    static let cardPhrases =
        [
            "credit card", "card number", "minimum payment", "minimum due", "payment due date", "credit limit",
            "tarjeta de credito", "pago minimo", "limite de credito", "kreditkarte", "kartennummer",
            "carte de credit", "paiement minimum", "cartao de credito", "pagamento minimo", "card account",
            "total credit limit", "limite total de credito", "resumo da fatura", "limites de credito",
        ] + moreCardPhrases + billPhrases
    private static let cardPhraseLabels = cardPhrases.map(ByteLabel.init)

    public static func detect(foldedText: String) -> AccountKind {
        // The first pages' text is long and the phrases many, in many scripts: bytes, not Foundation.
        var text = foldedText
        let hits = text.withUTF8 { bytes in
            let held = ByteLabel.Mask(bytes)
            return cardPhraseLabels.filter { held.covers($0.mask) && $0.isContained(in: bytes) }.count
        }
        if hits >= 2 { return .card }
        if foldedText.contains("savings") || foldedText.contains("ahorro") || foldedText.contains("sparkonto")
            || foldedText.contains("epargne") || foldedText.contains("poupanca")
        {
            return .savings
        }
        return .current
    }

    /// Business when the statement's own words name a business or company account, personal when
    /// they name a personal one, nil when they say neither (most statements).
    public static func holder(foldedText: String) -> AccountKind.Holder? {
        var text = foldedText
        return text.withUTF8 { bytes in
            let held = ByteLabel.Mask(bytes)
            if businessPhraseLabels.contains(where: { held.covers($0.mask) && $0.isContained(in: bytes) }) { return .business }
            if personalPhraseLabels.contains(where: { held.covers($0.mask) && $0.isContained(in: bytes) }) { return .personal }
            return nil
        }
    }
    /// The holder as the first two pages say, from their lines that are not rows: a row paying
    /// "ACME SA DE CV" says nothing of whose account it is.
    public static func holder(pages: [TextPage], rows: some Sequence<Transaction>) -> AccountKind.Holder? {
        let first = pages.prefix(2)
        let rowLines = Set(rows.lazy.filter { row in first.contains { $0.number == row.page } }.map { [$0.page, $0.line] })
        let lines = first.flatMap(\.lines).filter { !rowLines.contains([$0.page, $0.number]) }.map { TextFolding.normalised($0.text) }
        if let said = holder(foldedText: lines.joined(separator: " ")) { return said }
        // "Nome: ACME LOCADORA SA": the holder's name ends in a company's legal form.
        let named = lines.contains { line in
            let words = line.split(separator: " ")
            return holderLabels.contains { words.starts(with: $0) } && words.count > 2
                && legalForms.contains { form in
                    // "MARIA DE SA" is a person: Sá is also a surname.
                    words.suffix(form.count).elementsEqual(form)
                        && !(form == ["sa"] && ["de", "da", "do", "e"].contains(words.dropLast().last ?? ""))
                }
        }
        return named ? .business : nil
    }

    private static let businessPhraseLabels = businessPhrases.map(ByteLabel.init)
    private static let personalPhraseLabels = personalPhrases.map(ByteLabel.init)
}
