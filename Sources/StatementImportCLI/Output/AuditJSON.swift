import Foundation
import LedgerStore
import StatementImport

/// `audit --format json`: per statement its account, period and differences; money as a decimal
/// string beside integer minor units, never a float.
enum AuditJSON {
    struct Document: Encodable {
        var matches: Bool
        var statements: [Statement]
        var problems: [String]
    }

    struct Statement: Encodable {
        var file, sha256, format: String
        var account: String?
        var accountId: Int64
        var periodStart, periodEnd: String
        var statementRows, ledgerRows: Int
        var matches: Bool
        var findings: [Finding]
    }

    struct Finding: Encodable {
        var kind: String
        var page, line: Int?
        var date, amount, currency, description: String?
        var amountMinor: Int64?
        var ledgerRow: Row?
    }

    struct Row: Encodable {
        var id, date, amount, currency, description, fileName, format: String
        var amountMinor: Int64
        var page, line: Int
    }

    static func render(_ result: AuditStatements.Result) throws -> String {
        let document = Document(
            matches: result.matches,
            statements: result.audited.map { audited in
                Statement(
                    file: DisplayName.of(audited.path), sha256: audited.sha256, format: audited.format.rawValue, account: audited.account,
                    accountId: audited.audit.accountID, periodStart: audited.audit.period.start.iso, periodEnd: audited.audit.period.end.iso,
                    statementRows: audited.audit.statementRows, ledgerRows: audited.audit.ledgerRows, matches: audited.audit.matches,
                    findings: audited.audit.findings.map(finding))
            },
            problems: result.problems.map(\.message))
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self)
    }

    private static func finding(_ finding: AuditFinding) -> Finding {
        Finding(
            kind: finding.kind.rawValue, page: finding.page, line: finding.line, date: finding.date?.iso,
            amount: finding.amount?.decimalString, currency: finding.amount?.currency.code, description: finding.description,
            amountMinor: finding.amount?.minorUnits,
            ledgerRow: finding.ledgerRow.map {
                Row(
                    id: $0.id, date: $0.date.iso, amount: $0.amount.decimalString, currency: $0.amount.currency.code,
                    description: $0.description, fileName: $0.fileName, format: $0.format.rawValue, amountMinor: $0.amount.minorUnits,
                    page: $0.page, line: $0.line)
            })
    }
}
