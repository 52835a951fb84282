/// The holder's own account a CSV download prints in a column of every row (Sparkasse's
/// `Auftragskonto`, ING's `Rekening`, an English export's `Account`) rather than on a line above
/// the table. The other party's account column (`Kontonummer/IBAN` beside `Beguenstigter`,
/// `Tegenrekening`, `Counterparty account`) stands in the same files, so a column is the holder's
/// only by its header's words and by holding one and the same IBAN (`IBANCheck`) on every row.
enum CSVAccountColumn {
    enum Finding: Equatable {
        case account(String)
        /// An own-account column naming several IBANs (rows of several accounts), or two columns
        /// naming one each: none taken.
        case several(headers: [String], ibans: [String])
    }

    /// Words a header uses for the holder's own account: one IBAN throughout is enough.
    static let ownWords = ["auftragskonto", "own account", "eigenes konto", "eigene iban", "my account", "rekening", "account"]
    /// Words any account column uses: one IBAN throughout is the holder's only where the rows are
    /// of several parties (one party throughout, a month of one landlord, has one IBAN too).
    static let accountWords = ["iban", "konto", "compte", "cuenta", "conto", "acct"]
    /// Words saying a column is the other party's, whatever else it says.
    static let otherPartyWords = [
        "tegen", "gegen", "counter", "beguenstig", "begunstig", "empfanger", "empfaenger", "zahlungspflicht", "auftraggeber", "payee",
        "beneficiar", "recipient", "partner", "other", "opposing", "contra", "sender", "remitter", "destinat",
    ]

    /// `rows` are the table's dated rows; `parties` the column naming each row's other party (the
    /// counterparty's, else the narrative's), for the one-party test.
    static func find(header: [String]?, rows: [[String]], parties: Int?) -> Finding? {
        guard let header, !rows.isEmpty else { return nil }
        let distinctParties = Set(rows.map { row in parties.flatMap { $0 < row.count ? row[$0] : nil } ?? "" }).count
        var taken: [(header: String, iban: String)] = []
        var several: Finding?
        for (column, text) in header.enumerated() {
            let words = TextFolding.normalised(text)
            guard !otherPartyWords.contains(where: words.contains) else { continue }
            let own = ownWords.contains(where: words.contains)
            guard own || accountWords.contains(where: words.contains) else { continue }
            let values = rows.map { column < $0.count ? $0[column].filter { $0 != " " }.uppercased() : "" }
            guard values.allSatisfy(IBANCheck.holds) else { continue }
            var seen = Set<String>()
            let ibans = values.filter { seen.insert($0).inserted }
            if ibans.count > 1 {
                if own, several == nil { several = .several(headers: [text], ibans: ibans) }
            } else if let iban = ibans.first, own || distinctParties > 1, !taken.contains(where: { $0.iban == iban }) {
                taken.append((text, iban))
            }
        }
        // Two columns naming two accounts throughout (the holder's and one party's?): no guess.
        if taken.count > 1 { return .several(headers: taken.map(\.header), ibans: taken.map(\.iban)) }
        return taken.first.map { .account($0.iban) } ?? several
    }

    /// The statement's account: the line above the table's (`CSVAccountLine`), else the column's;
    /// and what the person should know when the two disagree or the column names several.
    static func account(
        aboveTable line: String?, header: [String]?, rows: [[String]], parties: Int?
    ) -> (account: String?, note: String?) {
        switch find(header: header, rows: rows, parties: parties) {
        case .account(let iban)?:
            guard let line else { return (iban, nil) }
            // The same account, or its number alone ("0532013000" above, its IBAN in the rows): nothing to say.
            let digits = String(line.filter(\.isASCIIDigit).drop { $0 == "0" })
            let plain = line.allSatisfy { $0.isASCIIDigit || $0 == "-" || $0 == "/" }
            if line == iban || (plain && !digits.isEmpty && iban.hasSuffix(digits)) { return (line, nil) }
            return (
                line,
                "the line above the table names account \(Statement.mask(account: line)), every row \(Statement.mask(account: iban)): "
                    + "the line above is taken"
            )
        case .several(let headers, let ibans)?:
            let shown = ibans.prefix(3).map(Statement.mask(account:)).joined(separator: ", ") + (ibans.count > 3 ? ", …" : "")
            let columns = headers.count == 1 ? "the '\(headers[0])' column names" : "the columns '\(headers.joined(separator: "', '"))' name"
            let taken =
                line == nil
                ? "none is taken as the statement's: name its account with --account NAME" : "the line above the table's is taken"
            return (line, "\(columns) \(ibans.count) accounts (\(shown)): which is the holder's is not guessed; \(taken)")
        case nil:
            return (line, nil)
        }
    }
}
