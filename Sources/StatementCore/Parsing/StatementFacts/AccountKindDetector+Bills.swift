extension AccountKindDetector {
    /// What a card's bill says of itself beyond the card's name: its amount, its closing and due
    /// dates, the best day to buy, the minimum to pay, the limit left; folded once. Two of the
    /// phrases, of any list, make a card.
    static let billPhrases = [
        "valor da fatura", "total da fatura", "vencimento da fatura", "fechamento da fatura", "melhor dia de compra",
        "limite disponivel", "pagamento minimo obrigatorio", "fatura do cartao", "statement balance",
        "minimum payment due", "available credit", "new balance total", "credit card statement",
        "kreditkartenabrechnung", "rechnungsbetrag", "kartenabrechnung", "kartenlimit", "pago para no generar intereses",
        "fecha limite de pago", "estado de cuenta de tarjeta", "releve de carte", "releve de votre carte",
        "montant du credit disponible", "estratto conto carta", "pagamento minimo dovuto",
    ].map(TextFolding.normalised)

    /// A bare amount on a card's bill is a purchase, save the bill's payment and refunds, which
    /// some bills print bare too and name in the description; folded once.
    static let paymentReceivedPhrases = [
        "pagamento efetuado", "pagamento recebido", "pagto recebido", "pagamento de fatura", "estorno", "payment received",
        "payment thank you", "thank you for your payment", "payment - thank you", "refund", "pago recibido",
        "gracias por su pago", "su pago gracias", "devolucion", "reembolso", "zahlung erhalten", "zahlungseingang",
        "gutschrift", "paiement recu", "votre paiement", "remboursement", "pagamento ricevuto", "rimborso",
        "betaling ontvangen",
    ].map(TextFolding.normalised)

    /// Whether a card row's folded text names a payment received or a refund.
    static func receivesPayment(_ folded: String) -> Bool {
        paymentReceivedPhrases.contains { folded.contains($0) }
    }
}
