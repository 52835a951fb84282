import LedgerStore
import StatementCore
import StatementImport
import Toolbox

/// `audit`'s table: one heading per statement, then one line per difference, each naming where the
/// statement prints the row and which ledger row (and file) it is compared with.
enum AuditText {
    static func render(_ audited: AuditStatements.Audited) -> String {
        let audit = audited.audit
        let file = DisplayName.of(audited.path)
        let period = "\(audit.period.start.iso) to \(audit.period.end.iso)"
        let account = audited.account.map { "account \($0), " } ?? ""
        guard !audit.matches else {
            return "\(file) (\(account)\(period)): the ledger matches the statement (\(Counted(audit.statementRows, "row")))\n"
        }
        var text =
            "\(file) (\(account)\(period)): \(Counted(audit.statementRows, "row")) printed, \(audit.ledgerRows) held by the ledger: "
            + "\(audit.findings.count) difference\(audit.findings.count == 1 ? "" : "s")\n"
        for finding in audit.findings { text += "  " + line(finding) + "\n" }
        return text
    }

    static func line(_ finding: AuditFinding) -> String {
        let place = finding.page.map { "page \($0) line \(finding.line ?? 0)" }
        let printed = [place, finding.date?.iso, finding.amount.map(money), finding.description].compactMap { $0 }.joined(separator: "  ")
        let held = finding.ledgerRow.map { "\(ReviewRow.shortID($0.id)) from \($0.fileName) line \($0.line)" } ?? ""
        switch finding.kind {
        case .missing:
            return "missing  \(printed): not in the ledger"
        case .twice:
            return "twice    \(printed): held again as \(held)"
        case .amountDiffers:
            return "amount   \(printed): the ledger holds \(finding.ledgerRow.map { money($0.amount) } ?? "?") (\(held))"
        case .dateDiffers:
            return "date     \(printed): the ledger has it on \(finding.ledgerRow?.date.iso ?? "?") (\(held))"
        case .extra:
            let row = finding.ledgerRow
            let what = [row?.date.iso, row.map { money($0.amount) }, row?.description].compactMap { $0 }.joined(separator: "  ")
            return "extra    \(what): \(held), not printed by the statement"
        }
    }

    static func money(_ amount: Money) -> String { amount.decimalString + " " + amount.currency.code }
}
