import StatementImport

extension ReportJSON {
    /// A converted report's other half for apps: the currency it is in, the months left
    /// unconverted for want of a rate, and every currency's sections before conversion.
    struct Conversion: Encodable {
        struct Missing: Encodable {
            var currency: String
            var months: [String]
        }

        var into: String
        var convertedRows, rateCount, statementRateCount: Int
        var missingRates: [Missing]
        var original: [Section]
        var pricesFileProblems: [String]

        init(_ conversion: ReportConversion) throws {
            into = conversion.target.code
            convertedRows = conversion.convertedRows
            rateCount = conversion.rateCount
            statementRateCount = conversion.statementRateCount
            missingRates = conversion.missing.map { Missing(currency: $0.currency.code, months: $0.months.map(\.iso)) }
            original = try conversion.original.map(Section.init)
            pricesFileProblems = conversion.priceProblems
        }
    }
}
