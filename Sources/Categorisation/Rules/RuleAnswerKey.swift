/// Everything the rules read of a row, with the amount and date as their places among the values
/// the rules compare them with (`ComparedValues`): rows with the same key get the same rule for
/// the same reasons, so a statement's repeated rows are decided once (`RuleSet.suggest`).
struct RuleAnswerKey: Hashable {
    /// The folded text the rules are tried on (with or without the payment-channel words).
    var text: [UInt8]
    var amountPlace: Int
    var datePlace: Int
    var account: String?
    var locale: StatementLocale?
}
