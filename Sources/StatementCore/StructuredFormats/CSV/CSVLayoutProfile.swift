/// What a person tells the CSV reader about one bank's download when its columns cannot be told
/// apart by content and arithmetic (two unsigned amount columns and no balance, say), as
/// hledger's CSV rules do. Written as `key: value` lines (docs/formats.md).
public struct CSVLayoutProfile: Sendable, Hashable {
    public enum Role: String, Sendable, Hashable, CaseIterable {
        case date, valueDate = "value_date", description, counterparty, amount, debit, credit, balance, direction, reference, ignore
    }

    public var name: String
    public var delimiter: Character?
    public var dateOrder: DateOrder?
    public var decimalMark: DecimalMark?
    public var currency: Currency?
    /// Lines before the table's first row (its header included when there is one).
    public var skipLines = 0
    /// One role a column, in order.
    public var columns: [Role]
    /// Text that must all appear in the file's first lines (its header) for the profile to be
    /// chosen without `--layout`; a profile with none is used only when named.
    public var matches: [String] = []
    /// The file the profile was read from, for `layouts`.
    public var source = ""

    public init(name: String, columns: [Role]) {
        self.name = name
        self.columns = columns
    }

    /// Reads a profile's text; a bad line is an error naming it, never ignored.
    public static func parse(_ text: String) throws(StructuredFormatError) -> CSVLayoutProfile {
        var profile = CSVLayoutProfile(name: "", columns: [])
        for (offset, raw) in StructuredText.lines(text).enumerated() {
            let line = (raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? "")
            // A '#' delimiter is written quoted: `delimiter: "#"` is not a comment.
            let content = raw.contains("\"") ? String(raw) : line
            guard !content.trimmingASCIIWhitespace.isEmpty else { continue }
            guard let colon = content.firstIndex(of: ":") else { throw bad(offset, "is no 'key: value' line") }
            let key = content[..<colon].trimmingASCIIWhitespace.lowercased()
            let value = content[content.index(after: colon)...].trimmingASCIIWhitespace
            switch key {
            case "name": profile.name = value
            case "match":
                guard !value.isEmpty else { throw bad(offset, "match needs the text to look for") }
                profile.matches.append(value)
            case "delimiter":
                let unquoted = value.replacingOccurrences(of: "\"", with: "")
                switch unquoted {
                case "tab", "\\t": profile.delimiter = "\t"
                case ";", ",", "|", "#": profile.delimiter = unquoted.first
                default: throw bad(offset, "delimiter must be ';', ',', '|' or tab")
                }
            case "date-order":
                guard let order = DateOrder(rawValue: value) else { throw bad(offset, "date-order must be dmy or mdy") }
                profile.dateOrder = order
            case "decimal-mark":
                guard let mark = DecimalMark(rawValue: value) else { throw bad(offset, "decimal-mark must be '.' or ','") }
                profile.decimalMark = mark
            case "currency":
                guard value.count == 3, value.allSatisfy({ $0.isLetter && $0.isASCII }) else {
                    throw bad(offset, "currency must be an ISO 4217 code")
                }
                profile.currency = Currency(code: value)
            case "skip-lines":
                guard let count = Int(value), (0...1000).contains(count) else { throw bad(offset, "skip-lines must be a number from 0 to 1000") }
                profile.skipLines = count
            case "columns":
                var roles: [Role] = []
                for word in value.split(separator: ",") {
                    guard let role = Role(rawValue: word.trimmingASCIIWhitespace.lowercased()) else {
                        throw bad(
                            offset, "'\(word.trimmingASCIIWhitespace)' is no column role (\(Role.allCases.map(\.rawValue).joined(separator: ", ")))")
                    }
                    roles.append(role)
                }
                profile.columns = roles
            default: throw bad(offset, "'\(key)' is no CSV profile key")
            }
        }
        guard !profile.name.isEmpty else { throw StructuredFormatError(.csv, "the CSV profile has no name: line") }
        guard profile.columns.contains(.date) else { throw StructuredFormatError(.csv, "the CSV profile's columns: line names no date column") }
        let money = Set(profile.columns).intersection([.amount, .debit, .credit])
        guard money == [.amount] || money == [.debit, .credit] else {
            throw StructuredFormatError(.csv, "the CSV profile's columns: line needs one amount column, or a debit and a credit column")
        }
        return profile
    }

    /// The first profile whose every `match:` text appears in the file's first lines (its header),
    /// case, accents and runs of punctuation and spaces folded as rules and PDF layout profiles
    /// fold them.
    public static func firstMatching(_ profiles: [CSVLayoutProfile], bytes: [UInt8]) -> CSVLayoutProfile? {
        guard profiles.contains(where: { !$0.matches.isEmpty }) else { return nil }
        let (text, _) = StructuredText.decode(Array(bytes.prefix(16_384)))
        let head = StructuredText.lines(text).prefix(30).joined(separator: "\n")
        let folded = " " + TextFolding.normalised(head) + " "
        return profiles.first { profile in
            !profile.matches.isEmpty && profile.matches.allSatisfy { folded.contains(" " + TextFolding.normalised($0) + " ") }
        }
    }

    private static func bad(_ offset: Int, _ why: String) -> StructuredFormatError {
        StructuredFormatError(.csv, line: offset + 1, "the CSV profile's line \(why)")
    }
}
