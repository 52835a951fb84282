import Foundation
import StatementCore

/// Where a stored file goes: `YYYY/MM/<institution>-<last4>-<period end>-<sha256 first 8>.pdf`
/// below processed/, dated by the period's end (else the statement date). Every part is reduced
/// to letters, digits and dashes, so nothing printed on a statement can make a path.
public struct ProcessedName: Sendable, Equatable {
    public var institution: String?
    public var account: String?
    public var periodEnd: LocalDate?
    public var sha256: String

    public init(institution: String?, account: String?, periodEnd: LocalDate?, sha256: String) {
        self.institution = institution
        self.account = account
        self.periodEnd = periodEnd
        self.sha256 = sha256
    }

    /// A combined statement is named after the first account it prints.
    public init(statements: [Statement], sha256: String) {
        let first = statements.first
        self.init(
            institution: first?.institution, account: first?.account,
            periodEnd: first?.period?.end ?? first?.statementDate, sha256: sha256)
    }

    /// The path relative to processed/.
    public var relativePath: String {
        let folder =
            periodEnd.map { date in
                String(date.year) + "/" + (date.month < 10 ? "0" : "") + String(date.month)
            } ?? "undated"
        let last4 = account.map { String($0.filter { $0.isASCII && ($0.isLetter || $0.isNumber) }.suffix(4)) } ?? ""
        let parts = [
            ProcessedName.slug(institution ?? "").nonEmpty ?? "unknown",
            last4.nonEmpty ?? "none",
            periodEnd?.iso ?? "undated",
            String(sha256.prefix(8)),
        ]
        return folder + "/" + parts.joined(separator: "-") + ".pdf"
    }

    /// `relativePath` ending as `original` does when it is another kind of statement file the
    /// inbox takes (a CSV stays `.csv`), so the file kept is still opened by what reads its kind.
    public func relativePath(keepingTheKindOf original: String) -> String {
        let ending = (original as NSString).pathExtension.lowercased()
        guard ending != "pdf", InboxScanner.statementEndings.contains(ending) else { return relativePath }
        return String(relativePath.dropLast(".pdf".count)) + "." + ending
    }

    /// "Banco Ejemplo, S.A." → "banco-ejemplo-s-a": ASCII letters and digits, dashes between words.
    static func slug(_ text: String) -> String {
        var slug = ""
        for character in text.lowercased() {
            if character.isASCII && (character.isLetter || character.isNumber) {
                slug.append(character)
            } else if !slug.isEmpty && slug.last != "-" {
                slug.append("-")
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return String(slug.prefix(40))
    }
}

extension String {
    fileprivate var nonEmpty: String? { isEmpty ? nil : self }
}
