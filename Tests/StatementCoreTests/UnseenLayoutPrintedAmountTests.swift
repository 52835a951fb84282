import Testing
@testable import StatementCore

/// Whole statements whose amounts carry their sign and currency in the ways banks print them:
/// codes and signs before or after, glued or spaced, typographic minus signs, signed columns.
@Suite struct UnseenLayoutPrintedAmountTests {

    private func signedStatement(letterhead: String, _ signed: @escaping (Int64) -> String, balance: @escaping (Int64) -> String) -> LanguageStatement
    {
        LanguageStatement(
            letterhead: ["Example Bank", "Account statement", letterhead, "Period 01/03/2025 to 31/03/2025"],
            header: ["Date", "Description", "Amount", "Balance"], opening: "Opening balance", closing: "Closing balance",
            dates: ["03/03/2025", "05/03/2025", "12/03/2025", "20/03/2025"], amount: balance, signed: signed)
    }

    private static func sign(_ minor: Int64, minus: String = "-") -> String { minor < 0 ? minus : "+" }

    @Test func codeBeforeASignedAmountWithASpace() {
        expectVerified(
            signedStatement(
                letterhead: "IBAN DE89 3704 0044 0532 0130 00",
                { "EUR " + Self.sign($0) + LanguageStatement.european(abs($0)) }, balance: { "EUR " + LanguageStatement.european($0) }),
            currency: "EUR")
    }

    /// "EUR 2 540,00": the code before an amount whose thousands a space sets apart is the
    /// amount's, as before "-48,65", never the end of the row's description.
    @Test func codeBeforeAnAmountGroupedBySpaces() {
        expectVerified(
            signedStatement(
                letterhead: "IBAN FR76 3000 4012 3400 0123 4567 854",
                { "EUR " + ($0 < 0 ? "-" : "") + LanguageStatement.spaced(abs($0)) }, balance: { "EUR " + LanguageStatement.spaced($0) }),
            currency: "EUR")
    }

    @Test func codeGluedAfterTheAmount() {
        expectVerified(
            signedStatement(
                letterhead: "IBAN DE89 3704 0044 0532 0130 00",
                { ($0 < 0 ? "-" : "") + LanguageStatement.european(abs($0)) + "EUR" }, balance: { LanguageStatement.european($0) + "EUR" }),
            currency: "EUR")
    }

    @Test func unicodeMinusAndEuroSignAfter() {
        expectVerified(
            signedStatement(
                letterhead: "IBAN FR76 3000 4012 3400 0123 4567 854",
                { ($0 < 0 ? "−" : "") + LanguageStatement.european(abs($0)) + " €" }, balance: { LanguageStatement.european($0) + " €" }),
            currency: "EUR")
    }

    @Test func enDashAsMinusAndNoBreakSpaceGroups() {
        let spaced = { (minor: Int64) in LanguageStatement.grouped(minor, group: "\u{00A0}", decimal: ",") }
        expectVerified(
            signedStatement(
                letterhead: "IBAN FR76 3000 4012 3400 0123 4567 854",
                { ($0 < 0 ? "–" : "") + spaced(abs($0)) }, balance: spaced),
            currency: "EUR")
    }

    @Test func trailingSignAfterTheAmount() {
        expectVerified(
            signedStatement(
                letterhead: "IBAN AT61 1904 3002 3457 3201",
                { LanguageStatement.european(abs($0)) + Self.sign($0) }, balance: LanguageStatement.european),
            currency: "EUR")
    }

    @Test func rupeeSignBeforeLakhGroupedAmounts() {
        let indian = { (minor: Int64) -> String in
            let whole = minor / 100, fraction = String(String(minor % 100 + 100).dropFirst())
            let digits = String(whole)
            guard digits.count > 3 else { return "₹" + digits + "." + fraction }
            var head = Substring(digits.dropLast(3)), groups: [String] = [String(digits.suffix(3))]
            while head.count > 2 { groups.insert(String(head.suffix(2)), at: 0); head = head.dropLast(2) }
            groups.insert(String(head), at: 0)
            return "₹" + groups.joined(separator: ",") + "." + fraction
        }
        var statement = signedStatement(letterhead: "IFSC EXMP0001234", { ($0 < 0 ? "-" : "") + indian(abs($0)) }, balance: indian)
        statement.descriptions = ["UPI Energy Company", "NEFT Salary Contoso", "POS Store Fabrikam", "ATM WDL Centrum"]
        statement.scale = 100
        expectVerified(statement, currency: "INR")
    }
}
