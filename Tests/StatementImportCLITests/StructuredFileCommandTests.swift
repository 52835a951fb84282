import Foundation
import LedgerStore
import StatementCore
import Testing
import TestSupport

/// `parse` and `import` through the built binary on statement files that are not PDFs (issue 39
/// item 2): a drawn CAMT.053 and a drawn CSV file, told by their content, verified from their own
/// balances, stored once; and a text file of no known format refused with one line.
@Suite(.enabled(if: toolIsBuilt, "statement-import binary not found next to the tests or in .build/debug: run `swift build` first"))
struct StructuredFileCommandTests {
    /// Made up: an opening, three entries (one a batch of two) and a closing that they lead to.
    static let camt = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08">
        <BkToCstmrStmt><GrpHdr><MsgId>M1</MsgId><CreDtTm>2024-03-31T18:00:00</CreDtTm></GrpHdr>
        <Stmt><Id>S1</Id><CreDtTm>2024-03-31T18:00:00</CreDtTm>
        <Acct><Id><IBAN>DE00123456780000001234</IBAN></Id><Ccy>EUR</Ccy>
        <Svcr><FinInstnId><BICFI>TESTDEFFXXX</BICFI><Nm>Example Bank</Nm></FinInstnId></Svcr></Acct>
        <Bal><Tp><CdOrPrtry><Cd>OPBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">1000.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2024-02-29</Dt></Dt></Bal>
        <Bal><Tp><CdOrPrtry><Cd>CLBD</Cd></CdOrPrtry></Tp><Amt Ccy="EUR">2334.10</Amt><CdtDbtInd>CRDT</CdtDbtInd><Dt><Dt>2024-03-31</Dt></Dt></Bal>
        <Ntry><Amt Ccy="EUR">1500.00</Amt><CdtDbtInd>CRDT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2024-03-01</Dt></BookgDt><ValDt><Dt>2024-03-01</Dt></ValDt><AcctSvcrRef>R1</AcctSvcrRef>
        <NtryDtls><TxDtls><RltdPties><Dbtr><Pty><Nm>Example Employer</Nm></Pty></Dbtr></RltdPties>
        <RmtInf><Ustrd>Salary March</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>
        <Ntry><Amt Ccy="EUR">45.90</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2024-03-04</Dt></BookgDt><AcctSvcrRef>R2</AcctSvcrRef>
        <NtryDtls><TxDtls><RltdPties><Cdtr><Pty><Nm>Corner Grocer</Nm></Pty></Cdtr></RltdPties>
        <RmtInf><Ustrd>Card 1234</Ustrd></RmtInf></TxDtls></NtryDtls></Ntry>
        <Ntry><Amt Ccy="EUR">120.00</Amt><CdtDbtInd>DBIT</CdtDbtInd><Sts><Cd>BOOK</Cd></Sts>
        <BookgDt><Dt>2024-03-10</Dt></BookgDt><AcctSvcrRef>R3</AcctSvcrRef>
        <NtryDtls><Btch><NbOfTxs>2</NbOfTxs></Btch>
        <TxDtls><Amt Ccy="EUR">70.00</Amt><RltdPties><Cdtr><Pty><Nm>Landlord Example</Nm></Pty></Cdtr></RltdPties></TxDtls>
        <TxDtls><Amt Ccy="EUR">50.00</Amt><RltdPties><Cdtr><Pty><Nm>Power Example</Nm></Pty></Cdtr></RltdPties></TxDtls>
        </NtryDtls></Ntry>
        </Stmt></BkToCstmrStmt></Document>
        """

    static let csv = DrawnStatementFiles.germanCSV + "\n"

    private func run(_ arguments: [String], in directory: URL) throws -> ToolRun {
        try ToolRun.run(
            arguments, in: directory,
            environment: [
                "HOME": directory.path, "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
                "XDG_DATA_HOME": directory.appendingPathComponent("data").path,
                "XDG_STATE_HOME": directory.appendingPathComponent("state").path,
            ])
    }

    /// Named so the name cannot have chosen the reader: the content does.
    private func write(_ text: String, as name: String, in directory: URL) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: [("camt", 3), ("csv", 3)])
    func parseJSONReadsTheFileVerified(_ kind: String, _ rows: Int) throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try write(kind == "camt" ? Self.camt : Self.csv, as: "download-\(kind).dat", in: directory)
        let result = try run(["parse", file, "--format", "json"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((document["verification"] as? [String: Any])?["verdict"] as? String == "verified", "\(result.stdout)")
        let transactions = try #require(document["transactions"] as? [[String: Any]])
        #expect(transactions.count == rows)
        #expect(transactions.compactMap { $0["amount"] as? String } == ["1500.00", "-45.90", "-120.00"], "\(transactions)")
        #expect(document["file"] as? String == file)

        let table = try run(["parse", file, "--strict"], in: directory)
        #expect(table.status == 0 && table.stdout.contains("verified"), "\(table.stdout)\(table.stderr)")
    }

    @Test(arguments: ["camt", "csv"])
    func importStoresTheRowsOnceVerified(_ kind: String) throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let text = kind == "camt" ? Self.camt : Self.csv
        let file = try write(text, as: "statement-\(kind).txt", in: directory)
        let ledgerPath = directory.appendingPathComponent("ledger.sqlite").path
        // The CSV names neither its currency nor its account, as many downloads: asked as for a PDF.
        let named = ["--ledger", ledgerPath, "--currency", "EUR", "--account", "Giro"]
        let first = try run(["import"] + named + [file], in: directory)
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        #expect(first.stdout.contains("1 file: imported 1"), "\(first.stdout)")

        let again = try run(["import"] + named + [file], in: directory)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("already imported (same file)") && again.stdout.contains("0 rows added"), "\(again.stdout)")

        // The same statement in other bytes is read again, and its rows are known already.
        let copy = try write(text + "\n", as: "copy-\(kind).txt", in: directory)
        let third = try run(["import"] + named + [copy], in: directory)
        #expect(third.stdout.contains("0 rows added"), "\(third.stdout)\(third.stderr)")

        let ledger = try Ledger(path: ledgerPath)
        #expect(try ledger.transactions().count == 3)
        #expect(try ledger.statements().allSatisfy { $0.verdict == .verified })
        #expect(try ledger.check().isHealthy)
    }

    @Test func batchTakesACAMTFileFromTheInboxAndFilesItUnderItsOwnEnding() throws {
        let box = try BatchInbox()
        defer { try? FileManager.default.removeItem(at: box.root) }
        try Data(Self.camt.utf8).write(to: URL(fileURLWithPath: box.inbox + "/march.xml"))
        try Data("a note, not a statement\n".utf8).write(to: URL(fileURLWithPath: box.inbox + "/notes.txt"))
        let run = try box.batch()
        #expect(run.status == 0, "\(run.stderr)")
        let processed = box.files(in: box.processed)
        #expect(processed.count == 1 && processed.allSatisfy { $0.hasPrefix("2024/03/example-bank-1234-2024-03-31-") && $0.hasSuffix(".xml") })
        // Files of other endings are not the inbox's to take.
        #expect(box.files(in: box.inbox).contains("notes.txt"))
        #expect(try Ledger(path: box.ledger).transactions().count == 3)
    }

    @Test func aTextFileOfNoKnownFormatIsRefusedWithOneLine() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try write("Dear customer,\nyour statement is attached.\nKind regards\n", as: "letter.pdf", in: directory)
        for arguments in [["parse", file, "--format", "json"], ["import", "--ledger", directory.appendingPathComponent("l.sqlite").path, file]] {
            let result = try run(arguments, in: directory)
            #expect(result.status == 65, "\(result.stderr)")
            let lines = result.stderr.split(whereSeparator: \.isNewline).filter { $0.contains("no statement of a known format") }
            #expect(lines.count == 1, "\(result.stdout)\(result.stderr)")
            #expect(lines.first?.contains("letter.pdf") == true && lines.first?.contains("CAMT.052/053/054") == true)
            #expect(lines.first?.contains("OFX") == true && lines.first?.contains("MT940") == true && lines.first?.contains("CSV") == true)
        }
    }
}
