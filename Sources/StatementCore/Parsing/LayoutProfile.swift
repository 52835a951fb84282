/// Bank-specific layout knowledge, declared in a text file rather than code: what to match on the
/// first page, and what the generic engine cannot decide for this layout.
///
///     name: es-example-bank
///     description: Banco Ejemplo current accounts
///     match: Banco Ejemplo
///     date-order: dmy
///     decimal-mark: ,
///     kind: current
///     currency: EUR
///     unsigned-amounts: debit
///     skip: Información de interés
///     header debit: Disposiciones
public struct LayoutProfile: Sendable, Hashable {
    public var name: String
    public var summary: String = ""
    /// Every one of these must appear (case- and accent-insensitive) on the first page.
    public var matches: [String] = []
    public var dateOrder: DateOrder?
    public var decimalMark: DecimalMark?
    public var kind: AccountKind?
    public var currency: String?
    public var unsignedIsDebit: Bool?
    public var skip: [String] = []
    public var headers: [String: ColumnRole] = [:]
    public var source: String = ""

    public init(name: String) {
        self.name = name
    }

    public func matches(foldedFirstPage: String) -> Bool {
        !matches.isEmpty && matches.allSatisfy { foldedFirstPage.contains(TextFolding.normalised($0)) }
    }

    public struct SyntaxError: Error, Sendable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var message: String
        public var description: String { "\(file):\(line): \(message)" }
    }

    public static func parse(_ text: String, file: String) throws(SyntaxError) -> LayoutProfile {
        var profile = LayoutProfile(name: "")
        profile.source = file
        for (offset, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
            let trimmed = line.trimmingSpaces
            guard !trimmed.isEmpty else { continue }
            guard let colon = trimmed.firstIndex(of: ":") else {
                throw SyntaxError(file: file, line: offset + 1, message: "expected 'key: value', found '\(trimmed)'")
            }
            let key = String(trimmed[..<colon]).trimmingSpaces.lowercased()
            let value = String(trimmed[trimmed.index(after: colon)...]).trimmingSpaces
            let fail = { (message: String) in SyntaxError(file: file, line: offset + 1, message: message) }
            switch key {
            case "name": profile.name = value
            case "description": profile.summary = value
            case "match": profile.matches.append(value)
            case "skip": profile.skip.append(TextFolding.normalised(value))
            case "currency": profile.currency = value.uppercased()
            case "date-order":
                guard let order = DateOrder(rawValue: value) else { throw fail("date-order is dmy or mdy, not '\(value)'") }
                profile.dateOrder = order
            case "decimal-mark":
                guard let mark = DecimalMark(rawValue: value) else { throw fail("decimal-mark is . or , not '\(value)'") }
                profile.decimalMark = mark
            case "kind":
                guard let kind = AccountKind(rawValue: value) else { throw fail("kind is current, savings or card, not '\(value)'") }
                profile.kind = kind
            case "unsigned-amounts":
                guard value == "debit" || value == "credit" else { throw fail("unsigned-amounts is debit or credit, not '\(value)'") }
                profile.unsignedIsDebit = value == "debit"
            case _ where key.hasPrefix("header "):
                let roleName = String(key.dropFirst("header ".count)).trimmingSpaces
                guard let role = ColumnRole(rawValue: roleName) else {
                    throw fail("unknown column role '\(roleName)': use one of \(ColumnRole.allCases.map(\.rawValue).joined(separator: ", "))")
                }
                profile.headers[value] = role
            default:
                throw fail(
                    "unknown key '\(key)': use name, description, match, date-order, decimal-mark, kind, currency, unsigned-amounts, skip or header ROLE"
                )
            }
        }
        guard !profile.name.isEmpty else { throw SyntaxError(file: file, line: 1, message: "a profile needs a 'name:' line") }
        return profile
    }
}

extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}
