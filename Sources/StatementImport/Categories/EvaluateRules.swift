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
    /// country) when the file has those columns; with `--learn`, what the taught rows changed.
    public struct Result: Sendable {
        public var report: EvaluationReport
        public var table: EvaluationTable?
        public var learning: LearningFigures?
    }

    /// Measures the rules on `path`; with `teaching`, first teaches a temporary ledger that file's
    /// rows as a person's review answers, and measures the chain built on it.
    public func evaluate(labelledFile path: String, learningFrom teaching: String? = nil) throws(AppError) -> Result {
        let rows = try Self.labelledRows(path)
        let rules = try session.loadRules()
        guard let teaching else {
            let (report, table) = try Self.run { () throws in
                try Evaluation.runWithTable(rows: rows, categorisers: [rules], threshold: session.threshold)
            }
            return Result(report: report, table: table)
        }
        let taughtRows = try Self.labelledRows(teaching)
        let taught = try TaughtLedger.teach(taughtRows, rules: rules, threshold: session.threshold)
        let before = try Self.run { () throws in try Evaluation.run(rows: rows, categorisers: [rules], threshold: session.threshold) }
        let after = try Self.run { () throws in
            try Evaluation.runWithAnswers(rows: rows, categorisers: taught.categoriser.chain.categorisers, threshold: session.threshold)
        }
        let learning = LearningFigures(
            file: DisplayName.of(teaching), taught: taught.taught, withoutLearning: before,
            rows: rows, answers: after.answers)
        return Result(report: after.report, table: after.table, learning: learning)
    }

    static func labelledRows(_ path: String) throws(AppError) -> [LabelledRow] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .noInput("\(DisplayName.of(path)): cannot read the labelled file: check the path")
        }
        do {
            return try LabelledRow.parseCSV(String(decoding: data, as: UTF8.self))
        } catch {
            // The header's own line names the header it wants; a row's names what is wrong in it.
            throw .badData("\(DisplayName.of(path)): \(LedgerFailure.oneLine(String(describing: error)))")
        }
    }

    private static func run<Value>(_ body: () throws -> Value) throws(AppError) -> Value {
        do {
            return try body()
        } catch {
            throw AppError(.internalError, "evaluation failed (\(LedgerFailure.oneLine(String(describing: error)))); please report it")
        }
    }
}
