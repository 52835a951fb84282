import Foundation
import Testing
import StatementCore
@testable import Categorisation

/// The shipped Rules/ directory against the labelled fixture.
@Suite struct DefaultRulesTests {
    static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static func shippedRules() throws -> RuleSet {
        try RuleSet.load(directories: [repositoryRoot + "/Rules"])
    }

    static func labelledRows() throws -> [LabelledRow] {
        let text = try String(
            contentsOfFile: repositoryRoot + "/Tests/CategorisationTests/Fixtures/labelled.csv",
            encoding: .utf8)
        return try LabelledRow.parseCSV(text)
    }

    static func worldRows() throws -> [LabelledRow] {
        let text = try String(
            contentsOfFile: repositoryRoot + "/Tests/CategorisationTests/Fixtures/world-labelled.csv",
            encoding: .utf8)
        return try LabelledRow.parseCSV(text)
    }

    @Test func shippedRulesLoad() throws {
        let rules = try Self.shippedRules()
        #expect(rules.rules.count >= 200)
    }

    @Test func fixtureIsLargeAndUsesTaxonomyIDs() throws {
        let rows = try Self.labelledRows()
        #expect(rows.count >= 300)
        #expect(rows.allSatisfy { Taxonomy.defaultIDs.contains($0.expectedCategoryID) })
    }

    /// Floors sit just under the figures measured when the rules were written; raise them as rules improve.
    @Test func coverageAndAccuracyDoNotFall() throws {
        let report = try Evaluation.run(rows: Self.labelledRows(), categorisers: [Self.shippedRules()])
        print(report.text)
        #expect(report.coverage >= 0.919)  // measured 0.9198 (344 of 374; 342 before its second round, 334 before issue 41, 329 before issue 29)
        #expect(report.accuracy >= 0.99)  // measured 0.997 (343 of 344)
    }

    @Test func worldFixtureCoversEveryLanguageInThreeParts() throws {
        let rows = try Self.worldRows()
        #expect(rows.count >= 600)
        #expect(rows.allSatisfy { Taxonomy.defaultIDs.contains($0.expectedCategoryID) })
        #expect(
            Set(rows.compactMap(\.group)) == [
                "pt-BR", "pt-PT", "es-MX", "es-ES", "es-AR", "fr-FR", "de-DE", "it-IT",
                "nl-NL", "en-GB", "en-US", "zh-CN", "ja-JP",
            ])
        #expect(Set(rows.compactMap(\.part)) == ["tuned", "held-out", "fresh"])
    }

    /// The table in docs/development/README.md. Floors sit just under the figures measured (in the comments); raise them as
    /// rules improve, never lower them to make a change pass.
    @Test func worldFiguresDoNotFall() throws {
        let table = try EvaluationTable.run(rows: Self.worldRows(), categorisers: [Self.shippedRules()])
        print(table.text)
        let floors: [(part: String, coverage: Double, accuracy: Double)] = [
            ("tuned", 0.99, 0.99),  // measured 380/381 covered, all right
            ("held-out", 0.98, 0.99),  // measured 156/158 covered, 155 right (155 and 154 before issue 41)
            ("fresh", 0.95, 0.99),  // measured 126/132 covered, 125 right (124 and 123 before issue 41)
        ]
        for floor in floors {
            let report = try #require(table.report(part: floor.part, group: "all"))
            #expect(report.coverage >= floor.coverage, "\(floor.part) coverage \(report.coverage)")
            #expect(report.accuracy >= floor.accuracy, "\(floor.part) accuracy \(report.accuracy)")
        }
        // Every language over all its rows: at least 60% covered at 95% right (issue 16).
        for line in table.lines where line.part == "all" {
            #expect(line.report.coverage >= 0.85, "\(line.group) coverage \(line.report.coverage)")
            #expect(line.report.accuracy >= 0.95, "\(line.group) accuracy \(line.report.accuracy)")
        }
    }

    @Test func theSignDecidesBetweenIncomeAndCharge() throws {
        let rules = try Self.shippedRules()
        func shipped(_ description: String, _ amount: String, _ code: String) -> String? {
            let currency = Currency(code: code)
            var input = row(description, amount, currency: currency)
            input.locale = StatementLocale(currency: currency)
            return category(rules, input)
        }
        #expect(shipped("JUROS CHEQUE ESPECIAL", "-48.90", "BRL") == "fees")
        #expect(shipped("JUROS SOBRE CAPITAL PROPRIO", "48.90", "BRL") == "investments")
        #expect(shipped("IOF COMPRA INTERNACIONAL", "-2.27", "BRL") == "taxes")
        #expect(shipped("ESTORNO IOF", "2.27", "BRL") == "refunds")
        #expect(shipped("ZINSEN", "-3.10", "EUR") == "fees")
        #expect(shipped("ZINSEN", "3.10", "EUR") == "investments")
        #expect(shipped("利息", "-3", "CNY") == "fees")
        #expect(shipped("利息", "3", "CNY") == "investments")
        // A merchant named beside a transfer kind says more than the transfer kind.
        #expect(shipped("PIX ENVIADO ACADEMIA BLUEFIT", "-119.90", "BRL") == "health")
        #expect(shipped("PIX ENVIADO MARIA SOUZA", "-119.90", "BRL") == "transfers")
        // A fee on a transfer is a fee; a tax on a fee is a tax.
        #expect(shipped("TARIFA PIX ENVIADO", "-1.00", "BRL") == "fees")
        #expect(shipped("IVA COMISION SPEI", "-0.80", "MXN") == "taxes")
        // Brazilian words stay quiet on a Portuguese statement, Japanese Latin names off a yen one.
        #expect(shipped("TED ENVIADA", "-10", "EUR") == nil)
        #expect(shipped("ANA JAL", "-10", "USD") == nil)
    }

    /// The faults issue 29 found on real descriptions (made-up text of the same shapes).
    @Test func realDescriptionFaults() throws {
        let rules = try Self.shippedRules()
        func shipped(
            _ description: String, _ amount: String, _ code: String = "USD",
            holder: AccountKind.Holder? = nil
        ) -> String? {
            let currency = Currency(code: code)
            var input = row(description, amount, currency: currency)
            input.locale = StatementLocale(currency: currency)
            input.locale?.accountHolder = holder
            return category(rules, input)
        }
        #expect(shipped("Buy trade 12 shares AMAZON.COM INC", "-1890.00") == "investments")
        #expect(shipped("INCOMING WIRE TRANSFER FEE", "-15.00") == "fees")
        #expect(shipped("COMI TRANSFERENCIA", "-642.30", "ARS") == "fees")
        #expect(shipped("TRF Within Country Charges Incl VAT", "-0.50", "AED") == "fees")
        #expect(shipped("MICROSOFT*XBOX", "-14.99") == "entertainment")
        #expect(shipped("TARGET ONLINE PMT", "-120.00") == "transfers")
        #expect(shipped("STORECARD ONLINE PMT", "-80.00") == "transfers")
        #expect(shipped("Bizum purchase at: AMAZON", "-25.00", "EUR") == "shopping")
        #expect(shipped("PUR 27/11 ETISALAT 0729", "-20.00", "AED") == "bills")
        // Incoming payments: business income on a business account, a transfer on a personal one.
        #expect(shipped("TED 001.0001ACME PECAS", "5000.00", "BRL", holder: .business) == "business")
        #expect(shipped("TED 001.0001ACME PECAS", "5000.00", "BRL", holder: .personal) == "transfers")
        #expect(shipped("TRASPASO ENTRE CUENTAS", "5000.00", "MXN", holder: .business) == "transfers")
    }

    @Test func evaluationJSONHasTheFigures() throws {
        let rules = try ruleSet(#"rule "S" when description contains "tesco" category food confidence 0.9"#)
        let rows = [
            LabelledRow(input: row("TESCO", "-1"), expectedCategoryID: "food"),
            LabelledRow(input: row("TESCO BANK", "-1"), expectedCategoryID: "fees"),
            LabelledRow(input: row("NOTHING", "-1"), expectedCategoryID: "other"),
        ]
        let report = try Evaluation.run(rows: rows, categorisers: [rules])
        #expect(report.covered == 2 && report.correct == 1)
        #expect(report.misses.map(\.kind) == [.wrong, .uncovered])
        let decoded = try JSONSerialization.jsonObject(with: Data(report.jsonText.utf8)) as? [String: Any]
        #expect(decoded?["coverage"] as? Double == 2.0 / 3.0)
        #expect(decoded?["accuracy"] as? Double == 0.5)
    }

    @Test func csvQuotes() {
        #expect(LabelledRow.splitFields(#""A, ""B""",-1.00,food"#) == [#"A, "B""#, "-1.00", "food"])
    }
}
