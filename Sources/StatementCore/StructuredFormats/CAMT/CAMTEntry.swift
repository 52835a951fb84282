/// One `Ntry` into one row: its booking date (the value date beside it), its signed amount, the
/// counterparty's name or the remittance text as description, and every detail in the raw text.
struct CAMTEntry {
    var node: XMLNode
    var currency: Currency
    var format: StructuredFormat

    /// Booked, or no status given (CAMT.053 holds only booked entries). Versions before 001.08
    /// write `<Sts>BOOK</Sts>`, later ones `<Sts><Cd>BOOK</Cd></Sts>`.
    static func isBooked(_ entry: XMLNode) -> Bool {
        guard let status = entry.child("Sts") else { return true }
        let code = status.value("Cd") ?? status.value("Prtry") ?? status.text.trimmingASCIIWhitespace
        return code.isEmpty || code == "BOOK"
    }

    func row() throws(StructuredFormatError) -> StatementAssembly.Row {
        guard let amountNode = node.child("Amt") else { throw StructuredFormatError(format, line: node.line, "the entry has no amount (Amt)") }
        let amount = try CAMTValues.amount(amountNode, indicator: node.value("CdtDbtInd"), currency: currency, format: format)
        let booked = CAMTValues.date(in: node.child("BookgDt"))
        let value = CAMTValues.date(in: node.child("ValDt"))
        guard let date = booked ?? value else {
            throw StructuredFormatError(format, line: node.line, "the entry has no booking or value date (BookgDt, ValDt)")
        }
        let details = node.all("NtryDtls").flatMap { $0.all("TxDtls") }
        let reversal = node.value("RvslInd") == "true"
        let incoming = amount.minorUnits >= 0
        let narrative = node.value("AddtlNtryInf")
        var description: String
        var raw: [String] = []
        if reversal { raw.append("REVERSAL (RvslInd)") }
        if details.count > 1 {
            // As for a single entry, the other party says most: the details' names (one when they
            // share it), else the bank's narrative, else their remittance texts; a count only when
            // the file gives none of these.
            let batch = node.descendant("Btch")?.value("NbOfTxs").map { " of \($0)" } ?? ""
            let names = CAMTEntry.listed(details.compactMap { counterparty($0, incoming: incoming) })
            let remittances = CAMTEntry.listed(details.compactMap(remittanceText))
            description = names ?? narrative ?? remittances ?? "Batch\(batch): \(details.count) transactions"
            raw.append(description)
            if let narrative, narrative != description { raw.append(narrative) }
            for detail in details { raw.append("- " + detailLine(detail, incoming: incoming)) }
        } else {
            let detail = details.first
            let name = detail.flatMap { counterparty($0, incoming: incoming) }
            let remittance = detail.flatMap(remittanceText)
            description = name ?? remittance ?? narrative ?? detail?.value("AddtlTxInf") ?? bankTransactionCode() ?? "entry"
            raw.append(contentsOf: [name, remittance, narrative].compactMap { $0 }.filter { !$0.isEmpty })
        }
        if reversal { description = "Reversal: " + description }
        let reference =
            node.value("AcctSvcrRef") ?? (details.count == 1 ? details.first?.value("Refs", "AcctSvcrRef") : nil) ?? node.value("NtryRef")
        let transaction = Transaction(
            date: date, valueDate: booked == nil ? nil : value, description: collapse(description),
            rawText: raw.isEmpty ? collapse(description) : raw.joined(separator: "\n"), amount: amount, page: 1, line: node.line)
        return StatementAssembly.Row(transaction: transaction, bankReference: reference)
    }

    /// The other party: the debtor of money coming in, the creditor of money going out. From
    /// 001.08 on the name sits one level deeper, in `Pty`.
    private func counterparty(_ detail: XMLNode, incoming: Bool) -> String? {
        guard let parties = detail.child("RltdPties") else { return nil }
        for role in incoming ? ["Dbtr", "UltmtDbtr"] : ["Cdtr", "UltmtCdtr"] {
            guard let party = parties.child(role) else { continue }
            if let name = party.value("Nm") ?? party.value("Pty", "Nm") { return collapse(name) }
        }
        return nil
    }

    private func remittanceText(_ detail: XMLNode) -> String? {
        guard let info = detail.child("RmtInf") else { return nil }
        let lines = info.all("Ustrd").map { $0.text.trimmingASCIIWhitespace }.filter { !$0.isEmpty }
        if !lines.isEmpty { return collapse(lines.joined(separator: " ")) }
        return info.descendant("CdtrRefInf")?.value("Ref")
    }

    private func detailLine(_ detail: XMLNode, incoming: Bool) -> String {
        let amount = (detail.child("Amt") ?? detail.path("AmtDtls", "TxAmt", "Amt")).map { $0.text.trimmingASCIIWhitespace }
        let parts = [counterparty(detail, incoming: incoming), amount, remittanceText(detail), detail.value("Refs", "EndToEndId")]
        return parts.compactMap { $0 }.joined(separator: " · ")
    }

    private func bankTransactionCode() -> String? {
        node.path("BkTxCd", "Prtry")?.value("Cd") ?? node.path("BkTxCd", "Domn")?.value("Cd")
    }

    /// "A", "A, B", "A, B, C and 4 more": each distinct text once, in the file's order.
    static func listed(_ texts: [String]) -> String? {
        var distinct: [String] = []
        for text in texts where !text.isEmpty && !distinct.contains(text) { distinct.append(text) }
        guard !distinct.isEmpty else { return nil }
        let shown = distinct.prefix(3).joined(separator: ", ")
        return distinct.count > 3 ? "\(shown) and \(distinct.count - 3) more" : shown
    }

    private func collapse(_ text: String) -> String {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" || $0 == "\r\n" }).joined(separator: " ")
    }
}
