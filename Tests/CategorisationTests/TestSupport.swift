import Foundation
import StatementCore
@testable import Categorisation
import TestSupport

func row(
    _ description: String, _ amount: String, date: String = "2024-03-12", account: String? = nil,
    currency: Currency = .eur, id: String? = nil
) -> CategorisationInput {
    CategorisationInput(
        transactionID: id, description: description,
        amount: Money(decimalString: amount, currency: currency)!,
        date: LocalDate(iso: date)!, account: account)
}

func ruleSet(_ text: String, file: String = "test.rules") throws -> RuleSet {
    RuleSet(rules: try RuleSet.parse(text, fileName: file))
}

func category(_ rules: RuleSet, _ input: CategorisationInput) -> String? {
    rules.suggest([input])[0].categoryID
}

/// Each test that writes files gets its own directory, removed afterwards.
func withTemporaryDirectory<T>(_ body: (String) throws -> T) throws -> T {
    let folder = try TemporaryFolder(prefix: "categorisation-tests")
    return try body(folder.path)
}

func parseError(_ text: String, file: String = "test.rules") -> String {
    do {
        _ = try RuleSet.parse(text, fileName: file)
        return "no error"
    } catch {
        return error.description
    }
}
