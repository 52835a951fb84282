import Foundation
import LedgerStore
import StatementCore
import Testing
import TestSupport

/// `parse` and `import` through the built binary on the OFX, QIF and MT940 files banks give
/// (CAMT and CSV are in `StructuredFileCommandTests`), and `import` of a folder of downloads: each
/// file drawn here with made-up content, read by its content, stored once.
@Suite(.enabled(if: toolIsBuilt, "statement-import binary not found next to the tests or in .build/debug: run `swift build` first"))
struct StructuredFormatsCommandTests {
    /// A credit card in OFX 2.x: the opening owed 210.00 stated in BALLIST, charges negative.
    static let ofx = """
        <?xml version="1.0" encoding="UTF-8" standalone="no"?>
        <?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>
        <OFX><CREDITCARDMSGSRSV1><CCSTMTTRNRS><TRNUID>1</TRNUID>
        <CCSTMTRS><CURDEF>EUR</CURDEF><CCACCTFROM><ACCTID>4111222233339876</ACCTID></CCACCTFROM>
        <BANKTRANLIST><DTSTART>20240301</DTSTART><DTEND>20240331</DTEND>
        <STMTTRN><TRNTYPE>DEBIT</TRNTYPE><DTPOSTED>20240303</DTPOSTED><TRNAMT>-34.50</TRNAMT><FITID>CC-1</FITID><NAME>Bookshop Example</NAME></STMTTRN>
        <STMTTRN><TRNTYPE>PAYMENT</TRNTYPE><DTPOSTED>20240312</DTPOSTED><TRNAMT>210.00</TRNAMT><FITID>CC-2</FITID><NAME>Payment, thank you</NAME></STMTTRN>
        <STMTTRN><TRNTYPE>FEE</TRNTYPE><DTPOSTED>20240325</DTPOSTED><TRNAMT>-2.50</TRNAMT><FITID>CC-3</FITID><NAME>Foreign transaction fee</NAME></STMTTRN>
        </BANKTRANLIST>
        <LEDGERBAL><BALAMT>-37.00</BALAMT><DTASOF>20240331</DTASOF></LEDGERBAL>
        <BALLIST><BAL><NAME>Opening balance</NAME><DESC>Balance at start</DESC><BALTYPE>DOLLAR</BALTYPE><VALUE>-210.00</VALUE></BAL></BALLIST>
        </CCSTMTRS></CCSTMTTRNRS></CREDITCARDMSGSRSV1></OFX>
        """

    /// MT940 with structured :86: fields, CRLF line ends.
    static let mt940 =
        [
            ":20:STARTUMSE", ":25:10020030/0004711815", ":28C:00005/001", ":60F:C240430EUR1234,56",
            ":61:2405020502CR2500,00NTRFNONREF//B1", ":86:166?00GUTSCHRIFT?20SVWZ+Gehalt Mai?32Example Employer GmbH",
            ":61:2405060506DR89,99NDDTNONREF//B2", ":86:105?00LASTSCHRIFT?20SVWZ+Vertrag 4711?32Mobile Example AG",
            ":61:2405130513DR1200,00NSTONONREF//B3", ":86:117?00DAUERAUFTRAG?20SVWZ+Miete Mai?32Landlord Exa?33mple",
            ":62F:C240531EUR2444,57", "-",
        ].joined(separator: "\r\n") + "\r\n"

    /// QIF states an opening balance at most, never a closing: its rows are unverifiable.
    static let qif =
        "!Type:CCard\nD05/03/2024\nT-12,50\nPBakery Example\n^\nD14/03/2024\nT-80,00\nPFuel Example\n^\nD28/03/2024\nT92,50\nPPayment received\n^\n"

    static let expected: [String: (rows: [String], verdict: String)] = [
        "ofx": (["-34.50", "210.00", "-2.50"], "verified"), "mt940": (["2500.00", "-89.99", "-1200.00"], "verified"),
        "qif": (["-12.50", "-80.00", "92.50"], "unverifiable"),
    ]

    static func text(_ kind: String) -> String {
        switch kind {
        case "ofx": return ofx
        case "mt940": return mt940
        default: return qif
        }
    }

    private func run(_ arguments: [String], in directory: URL) throws -> ToolRun {
        try ToolRun.run(
            arguments, in: directory,
            environment: [
                "HOME": directory.path, "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
                "XDG_DATA_HOME": directory.appendingPathComponent("data").path,
                "XDG_STATE_HOME": directory.appendingPathComponent("state").path,
            ])
    }

    private func write(_ text: String, as name: String, in directory: URL) throws -> String {
        let path = directory.appendingPathComponent(name).path
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test(arguments: ["ofx", "mt940", "qif"])
    func parseJSONReadsTheFile(_ kind: String) throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Named so the name cannot have chosen the reader: the content does.
        let file = try write(Self.text(kind), as: "download-\(kind).dat", in: directory)
        let result = try run(["parse", file, "--format", "json"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let want = try #require(Self.expected[kind])
        #expect((document["verification"] as? [String: Any])?["verdict"] as? String == want.verdict, "\(result.stdout)")
        let transactions = try #require(document["transactions"] as? [[String: Any]])
        #expect(transactions.compactMap { $0["amount"] as? String } == want.rows, "\(transactions)")
    }

    @Test(arguments: ["ofx", "mt940", "qif"])
    func importStoresTheRowsOnce(_ kind: String) throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try write(Self.text(kind), as: "statement-\(kind).txt", in: directory)
        let ledgerPath = directory.appendingPathComponent("ledger.sqlite").path
        let verified = Self.expected[kind]?.verdict == "verified"
        var named = ["--ledger", ledgerPath, "--currency", "EUR", "--account", "Card"]
        if !verified {
            // Not proven, so not stored unless asked, as for a PDF that is not verified.
            let refused = try run(["import"] + named + [file], in: directory)
            #expect(refused.status != 0 && (refused.stdout + refused.stderr).contains("--accept-unverified"), "\(refused.stdout)\(refused.stderr)")
            named.append("--accept-unverified")
        }
        let first = try run(["import"] + named + [file], in: directory)
        #expect(first.status == 0, "\(first.stdout)\(first.stderr)")
        #expect(first.stdout.contains("1 file: imported 1"), "\(first.stdout)")

        let again = try run(["import"] + named + [file], in: directory)
        #expect(again.status == 0, "\(again.stderr)")
        #expect(again.stdout.contains("0 rows added"), "\(again.stdout)")
        // The same statement in other bytes is read again, and its rows are known already.
        let copy = try write(Self.text(kind) + "\n\n", as: "copy-\(kind).txt", in: directory)
        let third = try run(["import"] + named + [copy], in: directory)
        #expect(third.stdout.contains("0 rows added"), "\(third.stdout)\(third.stderr)")

        let ledger = try Ledger(path: ledgerPath)
        #expect(try ledger.transactions().count == 3)
        #expect(try ledger.check().isHealthy)
    }

    /// A folder of downloads: the statement files in it, whatever their format, and nothing else.
    @Test func importOfAFolderTakesTheStructuredDownloads() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = directory.appendingPathComponent("downloads")
        _ = try write(Self.ofx, as: "downloads/card/march.ofx", in: directory)
        _ = try write(Self.mt940, as: "downloads/giro-may.sta", in: directory)
        _ = try write("<settings><theme>dark</theme></settings>\n", as: "downloads/settings.xml", in: directory)
        _ = try write("Dear customer,\nyour statements are attached.\n", as: "downloads/letter.txt", in: directory)
        _ = try write(Self.ofx, as: "downloads/._march.ofx", in: directory)
        let ledgerPath = directory.appendingPathComponent("ledger.sqlite").path
        let result = try run(["import", "--ledger", ledgerPath, folder.path], in: directory)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("2 files: imported 2"), "\(result.stdout)\(result.stderr)")
        #expect(!result.stderr.contains("settings.xml") && !result.stderr.contains("letter.txt"), "\(result.stderr)")
        #expect(try Ledger(path: ledgerPath).transactions().count == 6)
    }

    /// A folder a Mac or a sync tool wrote: the "._x.pdf" beside each PDF is the file's metadata,
    /// and a hidden folder holds what its tool keeps; both are left alone, as the inbox leaves them.
    @Test func importOfAFolderLeavesHiddenPDFsAlone() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let folder = directory.appendingPathComponent("downloads")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".sync"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: ToolRun.sample("cuenta-es.pdf"), toPath: folder.appendingPathComponent("cuenta-es.pdf").path)
        try FileManager.default.copyItem(
            atPath: ToolRun.sample("current-account-en.pdf"), toPath: folder.appendingPathComponent(".sync/current.pdf").path)
        _ = try write("\u{0}\u{5}\u{16}\u{7}Mac OS X        ", as: "downloads/._cuenta-es.pdf", in: directory)
        let ledgerPath = directory.appendingPathComponent("ledger.sqlite").path
        let result = try run(["import", "--ledger", ledgerPath, folder.path], in: directory)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("1 file: imported 1"), "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.isEmpty, "\(result.stderr)")
    }

    /// Files another open-source project wrote for its own tests (Actual Budget, MIT; see the
    /// NOTICE.md beside them): each read by its content, the MT940 one verified, the others
    /// honestly unverifiable as they state no opening and closing balance.
    @Test(arguments: [
        ("data.sta", "verified", ["-42.50", "1200.00", "-89.99", "-15.00", "-24.80", "-31.00"], "Boulangerie L'Étoile"),
        ("data-payee-memo.ofx", "unverifiable", ["-10.00", "-20.00", "-30.00", "-40.00"], "Payee Name"),
        ("data-payee-memo.qif", "unverifiable", ["-10.00", "-20.00", "-30.00", "-40.00"], "Payee Name"),
        ("data-payee-memo.csv", "unverifiable", ["-10.00", "-20.00", "-30.00", "-40.00"], "Payee Name"),
        ("camt.053.payee-memo.xml", "unverifiable", ["-10.00", "-20.00", "-30.00", "-40.00"], "Payee Name"),
    ])
    func realWorldFixturesParse(_ name: String, _ verdict: String, _ amounts: [String], _ firstDescription: String) throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = ToolRun.packageRoot.appendingPathComponent("Tests/StatementImportCLITests/Fixtures/real-world/actual/\(name)").path
        let result = try run(["parse", file, "--format", "json"], in: directory)
        #expect(result.status == 0, "\(result.stderr)")
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((document["verification"] as? [String: Any])?["verdict"] as? String == verdict, "\(result.stdout)")
        let transactions = try #require(document["transactions"] as? [[String: Any]])
        #expect(transactions.compactMap { $0["amount"] as? String } == amounts)
        #expect(transactions.first?["description"] as? String == firstDescription)
    }

    /// `remote preview` reads the downloads as `import` does, a folder of them too, and sends nothing.
    @Test func remotePreviewReadsAFolderOfDownloads() throws {
        let directory = try ToolRun.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try FakeHTTPServer(handler: RemoteFake.answeringAll("shopping"))
        defer { server.stop() }
        _ = try write(Self.mt940, as: "downloads/giro-may.sta", in: directory)
        let ledgerPath = directory.appendingPathComponent("ledger.sqlite").path
        let run = try ToolRun.run(
            ["remote", "preview", "--ledger", ledgerPath, directory.appendingPathComponent("downloads").path], in: directory,
            environment: try RemoteFake.environment(server, in: directory))
        #expect(run.status == 0, "\(run.stderr)")
        #expect(server.requests.isEmpty)
        #expect(run.stdout.contains("POST \(server.baseURL.absoluteString)/chat/completions"), "\(run.stdout)")
        #expect(run.stdout.contains("Landlord Example"), "\(run.stdout)")
    }
}
