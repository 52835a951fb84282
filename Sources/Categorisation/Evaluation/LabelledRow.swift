import StatementCore

/// A row whose right category is known: the input of `Evaluation`.
public struct LabelledRow: Hashable, Sendable {
    public var input: CategorisationInput
    public var expectedCategoryID: String

    public init(input: CategorisationInput, expectedCategoryID: String) {
        self.input = input
        self.expectedCategoryID = expectedCategoryID
    }

    /// CSV with the header `description,amount,category`; amounts are signed decimal text
    /// ("-23.10"), fields may be double-quoted with "" for a quote.
    public static func parseCSV(_ text: String, currency: Currency = .eur,
                                date: LocalDate = LocalDate(year: 2024, month: 1, day: 1)!)
        throws(LabelledCSVError) -> [LabelledRow] {
        var rows: [LabelledRow] = []
        var lines = text.split(omittingEmptySubsequences: true, whereSeparator: \.isNewline).makeIterator()
        guard let header = lines.next(), splitFields(String(header)) == ["description", "amount", "category"] else {
            throw LabelledCSVError(line: 1, message: "the header must be: description,amount,category")
        }
        var lineNumber = 1
        while let line = lines.next() {
            lineNumber += 1
            let fields = splitFields(String(line))
            guard fields.count == 3 else {
                throw LabelledCSVError(line: lineNumber, message: "expected 3 fields, found \(fields.count)")
            }
            guard let amount = Money(decimalString: fields[1], currency: currency) else {
                throw LabelledCSVError(line: lineNumber, message: "not a decimal amount: \(fields[1])")
            }
            rows.append(LabelledRow(input: CategorisationInput(transactionID: "row-\(lineNumber)",
                                                               description: fields[0], amount: amount, date: date),
                                    expectedCategoryID: fields[2]))
        }
        return rows
    }

    static func splitFields(_ line: String) -> [String] {
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
