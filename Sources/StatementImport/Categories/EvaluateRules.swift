import Categorisation
import Foundation

/// Rules eval: how the rules do on a labelled CSV (description,amount,category).
public struct EvaluateRules: Sendable {
    /// The rules are read with the ledger's own categories, as `import` reads them.
    public var session: LedgerSession

    public init(session: LedgerSession) {
        self.session = session
    }

    /// The figures over the whole file, and per part and group (tuned, held-out; language and
    /// country) when the file has those columns.
    public struct Result: Sendable {
        public var report: EvaluationReport
        public var table: EvaluationTable?
    }

    public func evaluate(labelledFile path: String) throws(AppError) -> Result {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .noInput("\(DisplayName.of(path)): cannot read the labelled file: check the path")
        }
        let rows: [LabelledRow]
        do {
            rows = try LabelledRow.parseCSV(String(decoding: data, as: UTF8.self))
        } catch {
            throw .badData(
                "\(DisplayName.of(path)): \(LedgerFailure.oneLine(String(describing: error))): the file needs the header description,amount,category")
        }
        let rules = try session.loadRules()
        do {
            let (report, table) = try Evaluation.runWithTable(rows: rows, categorisers: [rules], threshold: session.threshold)
            return Result(report: report, table: table)
        } catch {
            throw AppError(.internalError, "evaluation failed (\(LedgerFailure.oneLine(String(describing: error)))); please report it")
        }
    }
}
