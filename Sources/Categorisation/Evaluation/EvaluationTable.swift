import Foundation

/// Figures per group (language and country) and per part (tuned, held-out) of a labelled file, so a
/// figure that looks good overall cannot hide a language the rules barely know.
public struct EvaluationTable: Sendable {
    public struct Line: Sendable {
        public var part: String
        public var group: String
        public var report: EvaluationReport
    }

    public var lines: [Line]

    /// One line per part and group, then one per part for all its groups ("all"); parts in the order
    /// "tuned", "held-out", then others by name; then, when there are several parts, each group over
    /// all parts. Rows without a part or group count as "-".
    public static func run(
        rows: [LabelledRow], categorisers: [any Categoriser],
        threshold: Double = CategorisationChain.defaultThreshold
    ) throws -> EvaluationTable {
        let results = try CategorisationChain(categorisers, threshold: threshold).categorise(rows.map(\.input))
        return EvaluationTable(rows: rows, results: results, threshold: threshold)
    }

    /// From the chain's answers for all the rows (in the same order): every line is counted from
    /// them, so each row is categorised once however many lines it appears on.
    init(rows: [LabelledRow], results: [CategorisedRow], threshold: Double) {
        func report(_ indices: [Int]) -> EvaluationReport {
            Evaluation.report(rows: rows, results: results, indices: indices, threshold: threshold)
        }
        let byPart = Dictionary(grouping: rows.indices) { rows[$0].part ?? "-" }
        let order = ["tuned": 0, "held-out": 1]
        let parts = byPart.keys.sorted { (order[$0] ?? 2, $0) < (order[$1] ?? 2, $1) }
        var lines: [Line] = []
        for part in parts {
            let partRows = byPart[part] ?? []
            let byGroup = Dictionary(grouping: partRows) { rows[$0].group ?? "-" }
            for group in byGroup.keys.sorted() {
                lines.append(Line(part: part, group: group, report: report(byGroup[group] ?? [])))
            }
            if byGroup.count > 1 {
                lines.append(Line(part: part, group: "all", report: report(partRows)))
            }
        }
        if parts.count > 1 {
            let byGroup = Dictionary(grouping: rows.indices) { rows[$0].group ?? "-" }
            for group in byGroup.keys.sorted() {
                lines.append(Line(part: "all", group: group, report: report(byGroup[group] ?? [])))
            }
            lines.append(Line(part: "all", group: "all", report: report(Array(rows.indices))))
        }
        self.lines = lines
    }

    public func report(part: String, group: String) -> EvaluationReport? {
        lines.first { $0.part == part && $0.group == group }?.report
    }

    /// A Markdown table, as docs/development/README.md shows it.
    public var text: String {
        func percent(_ value: Double) -> String { String(format: "%.1f%%", value * 100) }
        var output = ["| part | group | rows | covered | coverage | accuracy |", "|---|---|---:|---:|---:|---:|"]
        for line in lines {
            let report = line.report
            output.append(
                "| \(line.part) | \(line.group) | \(report.total) | \(report.covered) | "
                    + "\(percent(report.coverage)) | \(percent(report.accuracy)) |")
        }
        return output.joined(separator: "\n")
    }
}
