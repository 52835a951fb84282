import StatementCore
import StatementImport
import Toolbox

/// What the person is told about a converted report: the prices file lines passed over and the
/// one line naming the missing rates.
enum ReportConversionText {
    static let target: OptionSpec.Parse = { text throws(AppError) in
        guard let currency = ReportSettings.code(text) else {
            throw .usage("--in takes an ISO 4217 code of three letters, like GBP, not '\(text)'")
        }
        return currency
    }

    /// At most ten lines of the prices file are named, then how many more: one bad file never floods the terminal.
    static func notes(_ conversion: ReportConversion?) -> [String] {
        guard let conversion else { return [] }
        var lines = conversion.priceProblems.prefix(10).map { "\($0): passed over" }
        if conversion.priceProblems.count > 10 { lines.append("… and \(conversion.priceProblems.count - 10) more prices file lines passed over") }
        if let missing = conversion.missingLine { lines.append(missing) }
        return lines
    }

    /// "Converted into GBP at the rates of the prices file (3 rates); " for the page and the table.
    static func sentence(_ conversion: ReportConversion?) -> String? {
        guard let conversion else { return nil }
        var text = "Amounts in other currencies are converted into \(conversion.target.code) at the latest rate on or before each row's day"
        let printed = conversion.statementRateCount > 0 ? ", \(conversion.statementRateCount) printed on statements" : ""
        text += " (\(Counted(conversion.rateCount, "rate")) in the prices file\(printed), \(Counted(conversion.convertedRows, "row")) converted)."
        if let missing = conversion.missingLine { text += " " + missing }
        return text
    }
}
