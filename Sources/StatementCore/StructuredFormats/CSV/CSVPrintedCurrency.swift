/// The currency a CSV download says it is in: an ISO 4217 code printed in a column label
/// ("Betrag (EUR)"), a currency column, beside an amount or on the lines around the table
/// ("Closing balance;3.265,44 EUR"); else the country of the IBAN it names, where that country
/// has one currency, as a PDF's IBAN says it. Descriptions are not read ("HOTEL EUR 40.00" on a
/// pound account is what the purchase cost abroad), and two codes say nothing for sure.
enum CSVPrintedCurrency {
    static func find(
        header: CSVTable.Record?, table: [CSVTable.Record], outside: [CSVTable.Record], textColumns: Set<Int>,
        moneyColumns: Set<Int> = [], account: String?
    ) -> (currency: Currency, evidence: String)? {
        // The label of the amount or balance column ("Amount (EUR)") names the account's currency,
        // whatever a foreign-amount column beside it says ("Type Foreign Currency": GBP).
        let labels = header.map { record in moneyColumns.compactMap { $0 < record.cells.count ? record.cells[$0] : nil } } ?? []
        let labelled = Set(labels.flatMap { Self.codes(in: $0) })
        if labelled.count == 1, let code = labelled.first {
            return (Currency(code: code), "'\(code)' in the CSV file's amount column label (line \(header?.line ?? 1))")
        }
        var codes: [String: Int] = [:]
        func note(_ found: [String], line: Int) {
            for code in found where codes[code] == nil { codes[code] = line }
        }
        for cell in header?.cells ?? [] { note(Self.codes(in: cell), line: header?.line ?? 1) }
        // Outside a label, only a cell holding the code alone or beside a figure: a holder
        // called BOB on the lines above the table is no boliviano.
        for record in table {
            for (index, cell) in record.cells.enumerated() where !textColumns.contains(index) { note(Self.lone(cell), line: record.line) }
        }
        for record in outside {
            for cell in record.cells { note(Self.lone(cell), line: record.line) }
        }
        if codes.count == 1, let (code, line) = codes.first {
            return (Currency(code: code), "'\(code)' printed in the CSV file (line \(line))")
        }
        guard codes.isEmpty, let account, IBANCheck.holds(account) else { return nil }
        let country = String(account.prefix(2))
        guard let code = CurrencyDetector.ibanCountries[country] else { return nil }
        return (Currency(code: code), "IBAN \(country)… named in the CSV file")
    }

    /// The ISO 4217 codes written in capitals as words of their own in `cell`.
    static func codes(in cell: String) -> [String] {
        var found: [String] = []
        var word = ""
        for character in cell + " " {
            if character.isASCII && character.isLetter {
                word.append(character)
                continue
            }
            if word.utf8.count == 3, word.allSatisfy(\.isUppercase), AmountText.currencyCodes.contains(word) {
                found.append(word == "RMB" ? "CNY" : word)
            }
            word = ""
        }
        return found
    }

    /// The code of a cell whose only letters are one code's ("EUR", "3.265,44 EUR", "EUR -12.30").
    static func lone(_ cell: String) -> [String] {
        let found = codes(in: cell)
        guard found.count == 1, cell.filter({ $0.isLetter }).count == 3 else { return [] }
        return found
    }

    /// The currency signs on the amounts of a file naming no code: a sign one currency has ("€",
    /// "£", "R$") decides it, as it does on a PDF; signs several share ("$", "kr") are cues only.
    /// Read, "€12.50" was a file naming nothing, and the person's one currency (GBP) was taken.
    static func signs(in cells: [String]) -> (currency: (currency: Currency, evidence: String)?, shared: [String]) {
        var unique: [String: String] = [:]
        var shared: [String] = []
        for cell in cells where !cell.isEmpty {
            if let (symbol, code) = CurrencyDetector.symbols.first(where: { cell.contains($0.0) }) {
                if unique[code] == nil { unique[code] = symbol }
            } else if let sign = ["$", "kr"].first(where: { cell.contains($0) }), !shared.contains(sign) {
                shared.append(sign)
            }
        }
        guard unique.count == 1, shared.isEmpty, let (code, symbol) = unique.first else { return (nil, unique.isEmpty ? shared : []) }
        return ((Currency(code: code), "'\(symbol)' on the CSV file's amounts"), [])
    }
}
