import Foundation
import StatementCore
import Testing
@testable import Categorisation

/// Rules scoped by the statement's country, currency and language, and where those facts come from.
@Suite struct RuleScopeTests {
    static let brazil = StatementLocale(currency: Currency(code: "BRL"))

    func scoped(
        _ description: String, _ amount: String, _ locale: StatementLocale?, currency: Currency = .eur
    )
        -> CategorisationInput
    {
        var input = row(description, amount, currency: currency)
        input.locale = locale
        return input
    }

    @Test func scopeTestsHoldOnlyForTheirStatements() throws {
        let rules = try ruleSet(
            """
            rule "PIX" when country is BR and description contains "pix" category transfers confidence 0.9
            rule "Gas" when currency is any MXN, "ARS" and description contains "gas" category transport confidence 0.9
            rule "Rente" when language is NL and credit and description contains "rente" category investments
            rule "Not Mexico" when not country is MX and description contains "oxxo" category food
            """)
        #expect(category(rules, scoped("PIX ENVIADO", "-10", Self.brazil)) == "transfers")
        #expect(category(rules, scoped("PIX ENVIADO", "-10", StatementLocale(country: "PT", currency: "EUR"))) == nil)
        #expect(category(rules, scoped("PIX ENVIADO", "-10", nil)) == nil)
        #expect(category(rules, scoped("OXXO GAS", "-10", StatementLocale(currency: Currency(code: "ARS")))) == "transport")
        #expect(category(rules, scoped("RENTE", "5", StatementLocale(country: "NL", language: "nl"))) == "investments")
        #expect(category(rules, scoped("OXXO", "-5", nil)) == "food")
        #expect(category(rules, scoped("OXXO", "-5", StatementLocale(currency: Currency(code: "MXN")))) == nil)
        #expect(
            rules.rules.map(\.condition.scope) == [
                ["country is BR"], ["currency is MXN, ARS"], ["language is nl"],
                ["not country is MX"],
            ])
    }

    @Test func badCodesAreErrorsWithAHint() {
        let error = parseError(#"rule "X" when country is BRA category food"#)
        #expect(error.contains("'BRA' is not a 2-letter country code"))
        #expect(error.contains("hint: for example: country is BR, PT"))
        #expect(parseError(#"rule "X" when currency BRL category food"#).contains("expected 'is' after 'currency'"))
        #expect(parseError(#"rule "X" when languag is pt category food"#).contains("did you mean 'language'?"))
    }

    @Test func explainShowsTheStatementFactsAndEachRulesScope() throws {
        let rules = try ruleSet(
            """
            rule "IOF" when country is BR and description contains "iof" and debit category taxes confidence 0.95
            rule "Any fee" when description contains "iof" category fees confidence 0.5
            """)
        let text = rules.explain(scoped("IOF COMPRA INTERNACIONAL", "-2.27", Self.brazil, currency: Currency(code: "BRL"))).text
        #expect(text.contains("statement:   country BR, currency BRL, language pt"))
        #expect(text.contains("    scope: country is BR"))
        #expect(text.contains("    because country is BR"))
        #expect(text.contains("    scope: everywhere"))
        #expect(rules.scopeSummary == "everywhere: 1\ncountry is BR: 1")
        #expect(rules.explain(row("IOF", "-1")).text.contains("statement:   country, currency and language unknown"))
    }

    @Test func localeComesFromTheIBANOrASingleCountryCurrency() {
        #expect(StatementLocale(currency: Currency(code: "BRL")) == StatementLocale(country: "BR", currency: "BRL", language: "pt"))
        #expect(StatementLocale(currency: Currency(code: "JPY")).language == "ja")
        #expect(StatementLocale(currency: .eur) == StatementLocale(currency: "EUR"))
        #expect(StatementLocale(currency: .usd).country == nil)
        #expect(StatementLocale(currency: .eur, account: "PT50 0002 0123 1234 5678 9015 4").country == "PT")
        #expect(StatementLocale(currency: .eur, account: "PT50 0002 0123 1234 5678 9015 4").language == "pt")
        #expect(StatementLocale(currency: .eur, account: "BE68 5390 0754 7034") == StatementLocale(country: "BE", currency: "EUR"))
        #expect(StatementLocale(currency: .eur, account: "…1234").country == nil)
        #expect(StatementLocale(currency: .eur, account: "XX12 3456").country == nil)
        let statement = Statement(account: "…9015", currency: Currency(code: "MXN"))
        #expect(StatementLocale(statement) == StatementLocale(country: "MX", currency: "MXN", language: "es"))
    }

    @Test func chineseAndJapaneseMatchInsideWordsWithoutSpaces() throws {
        let rules = try ruleSet(
            """
            rule "Meituan" when description contains "美团外卖" category restaurants confidence 0.9
            rule "Seven" when description contains "セブンイレブン" category food confidence 0.9
            rule "Salary" when description contains "キュウヨ" and credit category salary confidence 0.9
            rule "Gas" when description contains "ガス" category bills confidence 0.9
            rule "Cash" when description contains "ヒキダシ" category cash confidence 0.9
            """)
        #expect(category(rules, row("支付宝-美团外卖订单", "-35.50")) == "restaurants")
        #expect(category(rules, row("ｾﾌﾞﾝｲﾚﾌﾞﾝ ｼﾌﾞﾔ", "-5")) == "food")
        #expect(category(rules, row("ｷﾕｳﾖ", "250000")) == "salary")
        #expect(category(rules, row("ｶﾞｽﾄ", "-5")) == "bills")  // ガスト holds ガス: rule files put ガスト first
        #expect(category(rules, row("ｶｰﾄﾞ ﾋｷﾀﾞｼ", "-5")) == "cash")
        #expect(category(rules, row("ﾋｷﾀｼ", "-5")) == nil)  // タ is not ダ
        #expect(RuleText.normalised("ＡＴＭ 引出") == "atm 引 出")
    }

    @Test func ruleFilesInSubfoldersLoadInPathOrder() throws {
        try withTemporaryDirectory { directory in
            try FileManager.default.createDirectory(atPath: directory + "/pt", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: directory + "/.hidden", withIntermediateDirectories: true)
            try #"rule "Top" when description contains "x" category food"#
                .write(toFile: directory + "/10-top.rules", atomically: true, encoding: .utf8)
            try #"rule "Brazil" when description contains "x" category bills"#
                .write(toFile: directory + "/pt/BR.rules", atomically: true, encoding: .utf8)
            try #"rule "Hidden" when description contains "x" category fees"#
                .write(toFile: directory + "/.hidden/x.rules", atomically: true, encoding: .utf8)
            let rules = try RuleSet.load(directories: [directory])
            #expect(rules.rules.map(\.name) == ["Top", "Brazil"])
        }
    }

    @Test func csvColumnsGiveStatementFactsGroupsAndParts() throws {
        let rows = try LabelledRow.parseCSV(
            """
            description,amount,category,currency,country,language,group,part
            PIX,-10.00,transfers,BRL,,,pt-BR,tuned
            CB LIDL,-3.50,food,EUR,,,fr-FR,held-out
            SUICA,-2000,transport,JPY,JP,ja,ja-JP,fresh
            """)
        #expect(
            rows.map(\.input.locale) == [
                StatementLocale(country: "BR", currency: "BRL", language: "pt"),
                StatementLocale(currency: "EUR"),
                StatementLocale(country: "JP", currency: "JPY", language: "ja"),
            ])
        #expect(rows[2].input.amount.minorUnits == -2000)
        #expect(rows.map(\.group) == ["pt-BR", "fr-FR", "ja-JP"] && rows.map(\.part) == ["tuned", "held-out", "fresh"])
        #expect(try LabelledRow.parseCSV("description,amount,category\nX,-1,food\n")[0].input.locale == nil)
        #expect(throws: LabelledCSVError.self) { try LabelledRow.parseCSV("description,amount,category,colour\n") }
    }

    @Test func tableHasALinePerPartAndGroup() throws {
        let rules = try ruleSet(#"rule "S" when description contains "lidl" category food confidence 0.9"#)
        let rows = [
            LabelledRow(input: row("LIDL", "-1"), expectedCategoryID: "food", group: "fr-FR", part: "tuned"),
            LabelledRow(input: row("REWE", "-1"), expectedCategoryID: "food", group: "de-DE", part: "tuned"),
            LabelledRow(input: row("LIDL", "-1"), expectedCategoryID: "food", group: "de-DE", part: "held-out"),
        ]
        let table = try EvaluationTable.run(rows: rows, categorisers: [rules])
        #expect(
            table.lines.map { "\($0.part)/\($0.group)" }
                == ["tuned/de-DE", "tuned/fr-FR", "tuned/all", "held-out/de-DE", "all/de-DE", "all/fr-FR", "all/all"])
        #expect(table.report(part: "tuned", group: "de-DE")?.covered == 0)
        #expect(table.text.contains("| held-out | de-DE | 1 | 1 | 100.0% | 100.0% |"))
    }
}

/// `account is business`: whose account it is, where the statement says so (issue 29).
@Suite struct AccountHolderScopeTests {
    func input(_ description: String, _ amount: String, _ holder: AccountKind.Holder?) -> CategorisationInput {
        var input = row(description, amount)
        input.locale = StatementLocale(country: nil, currency: "EUR", language: nil, accountHolder: holder)
        return input
    }

    @Test func businessScopedRulesHoldOnlyOnBusinessAccounts() throws {
        let rules = try ruleSet(
            """
            rule "Customers" when credit and account is business and description contains "transfer" category business
              priority 5
            rule "Transfers" when description contains "transfer" category transfers
            rule "Personal" when account is personal and description contains "gift" category gifts
            """)
        #expect(category(rules, input("TRANSFER FROM ACME", "500", .business)) == "business")
        #expect(category(rules, input("TRANSFER FROM ACME", "500", .personal)) == "transfers")
        // Unknown holds for neither.
        #expect(category(rules, input("TRANSFER FROM ACME", "500", nil)) == "transfers")
        #expect(category(rules, input("GIFT", "5", nil)) == nil)
        #expect(category(rules, input("GIFT", "5", .personal)) == "gifts")
        #expect(rules.rules[0].condition.scope == ["account is business"])
        #expect(rules.explain(input("TRANSFER FROM ACME", "500", .business)).matches[0].reasons.contains("account is business"))
    }

    @Test func aQuotedAccountIsStillANumberAndOtherWordsAreErrors() throws {
        let rules = try ruleSet(#"rule "A" when account is "business" category other"#)
        #expect(rules.rules[0].condition.scope.isEmpty)
        #expect(parseError(#"rule "X" when account is corporate category food"#).contains("or business or personal"))
    }

    @Test func theLabelledCSVCanSayWhoseAccount() throws {
        let rows = try LabelledRow.parseCSV("description,amount,category,currency,account\nDEPOSIT,5,business,USD,business\nX,1,other,USD,\n")
        #expect(rows[0].input.locale?.accountHolder == .business)
        #expect(rows[1].input.locale?.accountHolder == nil)
        #expect(throws: LabelledCSVError.self) {
            try LabelledRow.parseCSV("description,amount,category,account\nDEPOSIT,5,business,shop\n")
        }
    }
}
