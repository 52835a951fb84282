import Foundation

/// What a description says about the person's other accounts: which of them it names (by the
/// last four digits of the number, an IBAN, or the name a person gave the account), and whether
/// it reads as a card's bill being paid. Vocabulary, never a bank's particular wording.
enum AccountMention {
    /// The accounts among `accounts`, other than `own`, that `description` names.
    static func named(in description: String, among accounts: [TransferAccount], own: Int64) -> [Int64] {
        let tails = numberTails(description)
        let text = folded(description)
        let words = Set(text.split { !$0.isLetter && !$0.isNumber }.map(String.init))
        return accounts.filter { account in
            guard account.id != own else { return false }
            if let lastFour = account.lastFour, tails.contains(lastFour) { return true }
            guard let name = account.name.map(folded), name.count >= 3 else { return false }
            let nameWords = name.split { !$0.isLetter && !$0.isNumber }.map(String.init)
            return !nameWords.isEmpty && (nameWords.count == 1 ? words.contains(nameWords[0]) : text.contains(name))
        }.map(\.id)
    }

    /// The accounts among `accounts`, other than `own`, whose holder `description` names: two
    /// words of the holder's name at least ("TRANSFER TO ALEX MORGAN" for MS ALEX J MORGAN): a
    /// surname alone is too common a word to say which account is meant.
    static func holdersNamed(in description: String, among accounts: [TransferAccount], own: Int64) -> [Int64] {
        guard accounts.contains(where: { !$0.holderWords.isEmpty && $0.id != own }) else { return [] }
        let words = Set(folded(description).split { !$0.isLetter && !$0.isNumber }.map(String.init))
        return accounts.filter { account in
            guard account.id != own, !account.holderWords.isEmpty else { return false }
            return account.holderWords.filter(words.contains).count >= 2
        }.map(\.id)
    }

    /// The last four digits of every number the description prints as an account's: a group of
    /// exactly four digits, digits after a mask ("****4417", "XXXX4417", "…4417"), a number of
    /// eight digits or more, or an IBAN printed in groups. Five to seven digits are taken for a
    /// reference or an amount, never an account.
    static func numberTails(_ description: String) -> Set<String> {
        var tails: Set<String> = []
        let tokens = description.uppercased().split { !$0.isLetter && !$0.isNumber && !maskCharacters.contains($0) }.map(String.init)
        for token in tokens {
            let digits = String(token.reversed().prefix { $0.isASCIIDigit }.reversed())
            let masked = digits.count < token.count && token.dropLast(digits.count).allSatisfy { maskCharacters.contains($0) }
            if digits.count == 4 || (digits.count >= 4 && masked) || digits.count >= 8 { tails.insert(String(digits.suffix(4))) }
        }
        // An IBAN printed in groups of four ("DE89 3704 0044 0532 0130 00"): its tail is its last group's end.
        let groups = description.uppercased().split(separator: " ").map(String.init)
        var index = 0
        while index < groups.count {
            let group = groups[index]
            guard isIBANStart(group) else { index += 1; continue }
            var iban = group
            var next = index + 1
            while next < groups.count, groups[next].count <= 4, groups[next].allSatisfy({ $0.isASCIIDigit || ("A"..."Z").contains($0) }) {
                iban += groups[next]
                next += 1
            }
            if iban.count >= 15, iban.suffix(4).allSatisfy(\.isASCIIDigit) { tails.insert(String(iban.suffix(4))) }
            index = next
        }
        return tails
    }

    /// Two letters, two check digits, then letters or digits: how every IBAN starts.
    private static func isIBANStart(_ group: String) -> Bool {
        let characters = Array(group)
        guard characters.count >= 4, characters.count <= 34 else { return false }
        return characters[0...1].allSatisfy { ("A"..."Z").contains($0) } && characters[2...3].allSatisfy(\.isASCIIDigit)
            && characters.allSatisfy { $0.isASCIIDigit || ("A"..."Z").contains($0) }
    }

    static let maskCharacters: Set<Character> = ["*", "X", "•", "…", "#"]

    /// A current account's row paying a card's bill: the card named by its kind, in the languages
    /// the tool reads. A debit card's purchase ("CARD PAYMENT TO …") is not one.
    static func paysCardBill(_ description: String) -> Bool {
        let text = folded(description)
        return cardBillPhrases.contains { text.contains($0) }
    }

    static let cardBillPhrases = [
        "credit card", "card repayment", "card bill", "card account", "amex", "american express",
        "tarjeta de credito", "liquidacion tarjeta", "pago tarjeta", "recibo tarjeta", "kreditkarte",
        "carte de credit", "cartao de credito", "carta di credito",
    ]

    /// A card statement's row receiving a payment of its bill.
    static func receivesCardPayment(_ description: String) -> Bool {
        let text = folded(description)
        return paymentReceivedWords.contains { text.contains($0) }
    }

    static let paymentReceivedWords = [
        "payment", "thank you", "pago", "gracias", "zahlung", "lastschrift", "paiement", "prelevement",
        "pagamento", "direct debit", "domiciliacion",
    ]

    static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil).lowercased()
    }
}
