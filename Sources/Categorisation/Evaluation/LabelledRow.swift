import StatementCore

/// A row whose right category is known: the input of `Evaluation`.
public struct LabelledRow: Hashable, Sendable {
    public var input: CategorisationInput
    public var expectedCategoryID: String
    /// What the figures are reported by, e.g. the row's language and country ("pt-BR"); nil when not given.
    public var group: String?
    /// "tuned" for rows the rules were written against, "held-out" for rows kept aside to check them.
    public var part: String?

    public init(input: CategorisationInput, expectedCategoryID: String, group: String? = nil, part: String? = nil) {
        self.input = input
        self.expectedCategoryID = expectedCategoryID
        self.group = group
        self.part = part
    }

    static let requiredColumns = ["description", "amount", "category"]
    static let optionalColumns = ["currency", "country", "language", "account", "group", "part"]

    /// CSV whose header names the columns `description,amount,category` and, optionally, `currency`,
    /// `country`, `language`, `account` (`business` or `personal`: the statement's facts rules can be
    /// scoped by), `group` and `part` (how
    /// figures are reported). Amounts are signed decimal text ("-23.10"); fields may be double-quoted
    /// with "" for a quote. A row without a currency is in `currency`. Without a country or language,
    /// the row gets what its currency alone tells (`StatementLocale(currency:)`), as an imported
    /// statement would; a file without any of these columns gives rows no statement facts at all.
    public static func parseCSV(
        _ text: String, currency: Currency = .eur,
        date: LocalDate = LocalDate(year: 2024, month: 1, day: 1)!
    )
        throws(LabelledCSVError) -> [LabelledRow]
    {
        var rows: [LabelledRow] = []
        var lines = LabelledCSVText.nonEmptyLines(text).makeIterator()
        let header = lines.next().map { splitFields($0).map { $0.trimmingSpaces } } ?? []
        let known = requiredColumns + optionalColumns
        guard Array(header.prefix(3)) == requiredColumns, Set(header).count == header.count,
            header.allSatisfy(known.contains)
        else {
            throw LabelledCSVError(
                line: 1,
                message: "the header must be description,amount,category, optionally "
                    + "followed by " + optionalColumns.joined(separator: ", "))
        }
        let hasFacts = header.contains { ["currency", "country", "language", "account"].contains($0) }
        let column = Dictionary(uniqueKeysWithValues: header.enumerated().map { ($1, $0) })
        // Rows of one file share a handful of statement facts: each is worked out once.
        var locales: [[String?]: StatementLocale] = [:]
        // Each optional column's place, found once: looking its name up for every row cost more
        // than splitting the row.
        let currencyColumn = column["currency"], countryColumn = column["country"]
        let languageColumn = column["language"], accountColumn = column["account"]
        let groupColumn = column["group"], partColumn = column["part"]
        var lineNumber = 1
        while let line = lines.next() {
            lineNumber += 1
            let values = splitFields(line)
            guard values.count == header.count else {
                throw LabelledCSVError(line: lineNumber, message: "expected \(header.count) fields, found \(values.count)")
            }
            /// The column's value, nil when the file has no such column or leaves it empty.
            func field(_ index: Int?) -> String? {
                guard let index, !values[index].isEmpty else { return nil }
                return values[index]
            }
            let rowCurrency = field(currencyColumn).map { Currency(code: $0) } ?? currency
            guard let amount = Money(decimalString: values[1], currency: rowCurrency) else {
                throw LabelledCSVError(
                    line: lineNumber,
                    message: "not a decimal amount in \(rowCurrency): \(values[1]): write it signed, with a point and no thousands separator ("
                        + "\(Self.pointed(values[1]))")
            }
            let holder = field(accountColumn).flatMap { AccountKind.Holder(rawValue: $0.lowercased()) }
            if let account = field(accountColumn), holder == nil {
                throw LabelledCSVError(line: lineNumber, message: "account is business or personal, not '\(account)'")
            }
            var locale: StatementLocale?
            if hasFacts {
                let key = [rowCurrency.code, field(countryColumn), field(languageColumn), field(accountColumn)]
                if let known = locales[key] {
                    locale = known
                } else {
                    let derived = StatementLocale(currency: rowCurrency)
                    let country = field(countryColumn) ?? derived.country
                    locale = StatementLocale(
                        country: country, currency: rowCurrency.code,
                        language: field(languageColumn)
                            ?? country.flatMap { StatementLocale.languageByCountry[$0.uppercased()] })
                    locale?.accountHolder = holder
                    locales[key] = locale
                }
            }
            rows.append(
                LabelledRow(
                    input: CategorisationInput(
                        transactionID: "row-\(lineNumber)",
                        description: values[0], amount: amount, date: date,
                        locale: locale),
                    expectedCategoryID: values[2], group: field(groupColumn), part: field(partColumn)))
        }
        return rows
    }

    /// The amount as the file wants it, for the message: "-12,30" → "-12.30", "1.234,56" →
    /// "1234.56"; anything else as "-12.30".
    static func pointed(_ amount: String) -> String {
        let kept = amount.filter { $0.isASCII && ($0.isNumber || $0 == "," || $0 == "." || $0 == "-") }
        guard let comma = kept.lastIndex(of: ","), kept.distance(from: comma, to: kept.endIndex) <= 3 else { return "-12.30" }
        return kept[..<comma].filter { $0 != "." } + "." + kept[kept.index(after: comma)...]
    }

    static func splitFields(_ line: String) -> [String] {
        LabelledCSVText.asciiDelimitedFields(line) ?? splitFieldsByCharacter(line)
    }

    /// The general case: quotes and commas as whole characters, so a quote carrying a combining
    /// mark is text, not a delimiter.
    static func splitFieldsByCharacter(_ line: String) -> [String] {
        let characters = Array(line)
        var fields: [String] = []
        var field = ""
        var quoted = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            index += 1
            if quoted {
                if character != "\"" { field.append(character); continue }
                if index < characters.count && characters[index] == "\"" {
                    field.append("\"")
                    index += 1
                } else {
                    quoted = false
                }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                fields.append(field)
                field = ""
            } else {
                field.append(character)
            }
        }
        fields.append(field)
        return fields
    }
}

public struct LabelledCSVError: Error, Sendable, CustomStringConvertible {
    public var line: Int
    public var message: String
    public var description: String { "line \(line): \(message)" }
}

extension String {
    var trimmingSpaces: String {
        String(drop { $0 == " " || $0 == "\u{FEFF}" }.reversed().drop { $0 == " " || $0 == "\r" }.reversed())
    }
}
