/// Tells a card statement from an account statement by the words only card statements print.
public enum AccountKindDetector {
    static let cardPhrases = [
        "credit card", "card number", "minimum payment", "minimum due", "payment due date", "credit limit",
        "tarjeta de credito", "pago minimo", "limite de credito", "kreditkarte", "kartennummer",
        "carte de credit", "paiement minimum", "cartao de credito", "pagamento minimo", "card account",
    ] + moreCardPhrases

    public static func detect(foldedText: String) -> AccountKind {
        let hits = cardPhrases.filter { foldedText.contains($0) }.count
        if hits >= 2 { return .card }
        if foldedText.contains("savings") || foldedText.contains("ahorro") || foldedText.contains("sparkonto")
            || foldedText.contains("epargne") || foldedText.contains("poupanca") { return .savings }
        return .current
    }
}
