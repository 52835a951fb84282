/// Reads SWIFT MT940 customer statements and MT942 interim reports: each message (from `:20:`)
/// one statement, opened by `:60F:`/`:60M:` and closed by `:62F:`/`:62M:`; a statement the bank
/// splits over several messages (an intermediate `:62M:` carried on by the next `:60M:`) is put
/// back together as one. MT942's `:90D:`/`:90C:` counts and sums prove its rows.
public enum MT940Reader {
    public static func read(
        _ bytes: [UInt8], options: StructuredReadOptions = StructuredReadOptions()
    ) throws(StructuredFormatError) -> [StructuredStatement] {
        let text = StructuredText.decode(bytes).text
        let fields = try MT940Field.fields(in: text, limits: options.limits)
        let isInterim = fields.contains { $0.tag == "34F" || $0.tag == "13D" } || text.contains("{2:O942") || text.contains("{2:I942")
        let format: StructuredFormat = isInterim ? .mt942 : .mt940
        let starts = fields.indices.filter { fields[$0].tag == "20" }
        guard !starts.isEmpty else { throw StructuredFormatError(format, "the file holds no SWIFT message (no :20: field)") }
        var messages: [MT940Message] = []
        for (position, start) in starts.enumerated() {
            let end = position + 1 < starts.count ? starts[position + 1] : fields.endIndex
            let message = try MT940Message(fields: fields[start..<end], format: format, hint: options.currency)
            guard message.rows.count <= options.limits.maxRows else {
                throw StructuredFormatError(format, line: message.firstLine, "more than \(options.limits.maxRows) rows in one statement")
            }
            if var previous = messages.last, continues(previous, with: message) {
                previous.rows += message.rows
                previous.closing = message.closing
                messages[messages.count - 1] = previous
            } else {
                messages.append(message)
            }
        }
        var statements: [StructuredStatement] = []
        for message in messages { statements.append(try assemble(message)) }
        return statements
    }

    /// The next part of one statement: the previous part closed intermediately (`:62M:`), this one
    /// opens intermediately (`:60M:`) on the same account with that same balance.
    private static func continues(_ previous: MT940Message, with next: MT940Message) -> Bool {
        guard let closing = previous.closing, closing.intermediate, let opening = next.opening, opening.intermediate else { return false }
        return previous.account == next.account && closing.balance.amount == opening.balance.amount
    }

    private static func assemble(_ message: MT940Message) throws(StructuredFormatError) -> StructuredStatement {
        var assembly = StatementAssembly(format: message.format, currency: message.currency)
        assembly.currencyEvidence = "'\(message.currency?.code ?? "")' in the \(message.format.displayName) balances"
        if let account = message.account {
            // "10020030/1234567890": bank code and account; an IBAN stands alone.
            let parts = account.split(separator: "/", maxSplits: 1)
            assembly.accountNumber = account
            assembly.bankCode = parts.count == 2 ? String(parts[0]) : nil
        }
        assembly.opening = message.opening?.balance
        assembly.closing = message.closing?.balance
        assembly.rows = message.rows
        assembly.figures = message.figures
        if let start = message.opening?.balance.date ?? message.rows.first?.transaction.date,
            let end = message.closing?.balance.date ?? message.rows.map(\.transaction.date).max()
        {
            assembly.period = DateRange(start: start, end: max(start, end))
        }
        assembly.unprovenReason =
            message.format == .mt942
            ? "the MT942 report states no :90D:/:90C: entry counts and sums to check its entries against"
            : "the MT940 statement states no :60F: opening and :62F: closing balance to check its entries against"
        return try assembly.build()
    }
}
