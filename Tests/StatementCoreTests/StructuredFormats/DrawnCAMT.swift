/// Writes CAMT files with made-up content for the tests: one message, any number of statements.
struct DrawnCAMT {
    struct Entry {
        var amount: String
        var indicator = "DBIT"
        var booked = "2024-03-04"
        var value: String? = "2024-03-05"
        var reversal = false
        var status: String? = nil
        var reference: String? = nil
        /// (name, amount, remittance): one TxDtls each; several make a batch.
        var details: [(String, String, String)] = []
        var narrative: String? = nil
    }

    var version = "001.08"
    var message = "BkToCstmrStmt"
    var statement = "Stmt"
    var prefix = ""
    var timeStamps = false

    func balance(_ code: String, _ amount: String, _ indicator: String = "CRDT", date: String) -> String {
        let dateElement = timeStamps ? "<\(prefix)DtTm>\(date)T23:59:59+01:00</\(prefix)DtTm>" : "<\(prefix)Dt>\(date)</\(prefix)Dt>"
        return """
            <\(prefix)Bal><\(prefix)Tp><\(prefix)CdOrPrtry><\(prefix)Cd>\(code)</\(prefix)Cd></\(prefix)CdOrPrtry></\(prefix)Tp>
            <\(prefix)Amt Ccy="EUR">\(amount)</\(prefix)Amt><\(prefix)CdtDbtInd>\(indicator)</\(prefix)CdtDbtInd>
            <\(prefix)Dt>\(dateElement)</\(prefix)Dt></\(prefix)Bal>
            """
    }

    func entry(_ entry: Entry) -> String {
        let p = prefix
        let newParties = version >= "001.08"
        var details = ""
        for (name, amount, remittance) in entry.details {
            let party = entry.indicator == "CRDT" ? "Dbtr" : "Cdtr"
            let named = newParties ? "<\(p)Pty><\(p)Nm>\(name)</\(p)Nm></\(p)Pty>" : "<\(p)Nm>\(name)</\(p)Nm>"
            details += """
                <\(p)TxDtls><\(p)Refs><\(p)EndToEndId>E2E-\(amount)</\(p)EndToEndId></\(p)Refs>
                <\(p)Amt Ccy="EUR">\(amount)</\(p)Amt>
                <\(p)RltdPties><\(p)\(party)>\(named)</\(p)\(party)></\(p)RltdPties>
                <\(p)RmtInf><\(p)Ustrd>\(remittance)</\(p)Ustrd></\(p)RmtInf></\(p)TxDtls>

                """
        }
        let status =
            entry.status.map { version >= "001.08" ? "<\(p)Sts><\(p)Cd>\($0)</\(p)Cd></\(p)Sts>" : "<\(p)Sts>\($0)</\(p)Sts>" }
            ?? "<\(p)Sts><\(p)Cd>BOOK</\(p)Cd></\(p)Sts>"
        let date: (String) -> String = { timeStamps ? "<\(p)DtTm>\($0)T10:00:00</\(p)DtTm>" : "<\(p)Dt>\($0)</\(p)Dt>" }
        return """
            <\(p)Ntry>\(entry.reference.map { "<\(p)NtryRef>N-\($0)</\(p)NtryRef>" } ?? "")
            <\(p)Amt Ccy="EUR">\(entry.amount)</\(p)Amt><\(p)CdtDbtInd>\(entry.indicator)</\(p)CdtDbtInd>
            \(entry.reversal ? "<\(p)RvslInd>true</\(p)RvslInd>" : "")\(status)
            <\(p)BookgDt>\(date(entry.booked))</\(p)BookgDt>\(entry.value.map { "<\(p)ValDt>\(date($0))</\(p)ValDt>" } ?? "")
            \(entry.reference.map { "<\(p)AcctSvcrRef>\($0)</\(p)AcctSvcrRef>" } ?? "")
            \(entry.details.isEmpty ? "" : "<\(p)NtryDtls>\(entry.details.count > 1 ? "<\(p)Btch><\(p)NbOfTxs>\(entry.details.count)</\(p)NbOfTxs></\(p)Btch>" : "")\(details)</\(p)NtryDtls>")
            \(entry.narrative.map { "<\(p)AddtlNtryInf>\($0)</\(p)AddtlNtryInf>" } ?? "")
            </\(p)Ntry>
            """
    }

    func statementXML(id: String, iban: String = "DE00123456780000001234", balances: [String], summary: String = "", entries: [Entry]) -> String {
        let p = prefix
        return """
            <\(p)\(statement)><\(p)Id>\(id)</\(p)Id><\(p)CreDtTm>2024-03-31T18:00:00</\(p)CreDtTm>
            <\(p)FrToDt><\(p)FrDtTm>2024-03-01T00:00:00</\(p)FrDtTm><\(p)ToDtTm>2024-03-31T23:59:59</\(p)ToDtTm></\(p)FrToDt>
            <\(p)Acct><\(p)Id><\(p)IBAN>\(iban)</\(p)IBAN></\(p)Id><\(p)Ccy>EUR</\(p)Ccy>
            <\(p)Svcr><\(p)FinInstnId><\(p)BICFI>TESTDEFFXXX</\(p)BICFI><\(p)Nm>Example Bank</\(p)Nm></\(p)FinInstnId></\(p)Svcr></\(p)Acct>
            \(balances.joined(separator: "\n"))
            \(summary)
            \(entries.map(entry).joined(separator: "\n"))
            </\(p)\(statement)>
            """
    }

    func document(_ statements: [String]) -> [UInt8] {
        let namespace = prefix.isEmpty ? "xmlns" : "xmlns:\(prefix.dropLast())"
        let kind = message == "BkToCstmrStmt" ? "053" : message == "BkToCstmrAcctRpt" ? "052" : "054"
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <\(prefix)Document \(namespace)="urn:iso:std:iso:20022:tech:xsd:camt.\(kind).\(version)">
            <\(prefix)\(message)><\(prefix)GrpHdr><\(prefix)MsgId>M1</\(prefix)MsgId><\(prefix)CreDtTm>2024-03-31T18:00:00</\(prefix)CreDtTm></\(prefix)GrpHdr>
            \(statements.joined(separator: "\n"))
            </\(prefix)\(message)></\(prefix)Document>
            """
        return Array(text.utf8)
    }

    static func summary(count: Int, credits: (Int, String), debits: (Int, String)) -> String {
        """
        <TxsSummry><TtlNtries><NbOfNtries>\(count)</NbOfNtries></TtlNtries>
        <TtlCdtNtries><NbOfNtries>\(credits.0)</NbOfNtries><Sum>\(credits.1)</Sum></TtlCdtNtries>
        <TtlDbtNtries><NbOfNtries>\(debits.0)</NbOfNtries><Sum>\(debits.1)</Sum></TtlDbtNtries></TxsSummry>
        """
    }
}
