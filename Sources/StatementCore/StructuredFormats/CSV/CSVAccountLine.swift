/// The account a CSV download names on a line above its table ("Konto;DE00 1234 5678 …",
/// "Account number:;12-3456-7890123"): an IBAN on any such line, else a run of digits on a line
/// whose words say account. Balance lines ("Kontostand", "Saldo") say a figure, not an account.
enum CSVAccountLine {
    static let accountWords = ["iban", "konto", "account", "compte", "cuenta", "conto", "rekening", "acct"]
    static let figureWords = ["kontostand", "saldo", "balance", "solde", "betrag", "amount", "summe", "total"]

    static func account(in records: [CSVTable.Record]) -> String? {
        let lines = records.filter { record in
            let folded = TextFolding.normalised(record.cells.joined(separator: " "))
            return !figureWords.contains(where: folded.contains)
        }
        for record in lines {
            if let iban = record.cells.lazy.compactMap(iban).first { return iban }
        }
        for record in lines {
            let folded = TextFolding.normalised(record.cells.joined(separator: " "))
            guard accountWords.contains(where: folded.contains) else { continue }
            if let number = record.cells.lazy.compactMap(accountNumber).first { return number }
        }
        return nil
    }

    /// "DE00 1234 5678 0000 0042 77" or "IBAN: DE00123456780000004277": two letters, two check
    /// digits, then 11 to 30 letters and digits.
    static func iban(_ cell: String) -> String? {
        let value = valuePart(cell).filter { $0 != " " }.uppercased()
        let characters = Array(value)
        guard (15...34).contains(characters.count), characters.prefix(2).allSatisfy(\.isASCIIUppercaseLetter),
            characters.dropFirst(2).prefix(2).allSatisfy(\.isASCIIDigit),
            characters.dropFirst(4).allSatisfy({ $0.isASCIIDigit || $0.isASCIIUppercaseLetter })
        else { return nil }
        return value
    }

    /// "12345678", "12-3456-7890123", "10020030/1234567890": six to 34 digits, written with
    /// spaces, dashes or one slash between them, and nothing else.
    static func accountNumber(_ cell: String) -> String? {
        let value = valuePart(cell).trimmingASCIIWhitespace
        guard value.allSatisfy({ $0.isASCIIDigit || $0 == " " || $0 == "-" || $0 == "/" }) else { return nil }
        let digits = value.filter(\.isASCIIDigit)
        guard (6...34).contains(digits.count), value.first?.isASCIIDigit == true, value.last?.isASCIIDigit == true else { return nil }
        return value.filter { $0 != " " }
    }

    /// The part after a label in the same cell ("Kontonummer: 1234"): after the last colon.
    private static func valuePart(_ cell: String) -> Substring {
        guard let colon = cell.lastIndex(of: ":") else { return Substring(cell) }
        return cell[cell.index(after: colon)...]
    }
}

extension Character {
    fileprivate var isASCIIUppercaseLetter: Bool { isASCII && isUppercase && isLetter }
}
