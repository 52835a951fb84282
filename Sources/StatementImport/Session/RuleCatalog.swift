import Categorisation
import Foundation

/// The rule files as the use cases read them: every folder of `RuleFolders`, the user's first,
/// file by file, so a problem names its file.
public enum RuleCatalog {
    /// What reading the rule folders found: the rules, how many came from each folder, and every
    /// problem (a file that is not UTF-8 text, a syntax error).
    public struct Reading: Sendable {
        public struct Folder: Sendable {
            public var path: String
            public var exists: Bool
            public var files: Int
            public var rules: Int
        }
        public var rules: [Rule]
        public var folders: [Folder]
        public var syntaxErrors: [RuleParseError]
        /// Rules naming a category the ledger lacks: left out, each a warning, never an error (the
        /// category may be one a person added to another ledger).
        public var skippedRules: [RuleParseError] = []
        /// Files that could not be read as UTF-8 text, each as a one-line problem.
        public var unreadable: [String]

        public var problemCount: Int { syntaxErrors.count + unreadable.count }
    }

    /// `extraCategoryIDs`: the ledger's own categories, which rules may name too.
    public static func read(_ folders: RuleFolders, extraCategoryIDs: Set<String> = []) -> Reading {
        let categoryIDs = Taxonomy.defaultIDs.union(extraCategoryIDs)
        var reading = Reading(rules: [], folders: [], syntaxErrors: [], unreadable: [])
        for (layer, directory) in folders.ruleFolders.enumerated() {
            let exists = RuleFolders.isFolder(directory)
            // Subfolders too: shipped rules live in Rules/<language>/<country>.rules.
            let names = RuleSet.ruleFileNames(in: directory)
            var count = 0
            for name in names {
                let path = (directory as NSString).appendingPathComponent(name)
                guard let data = FileManager.default.contents(atPath: path) else {
                    reading.unreadable.append("\(DisplayName.of(path)): cannot be read: check its permissions")
                    continue
                }
                guard let text = String(data: data, encoding: .utf8) else {
                    reading.unreadable.append("\(DisplayName.of(path)): not UTF-8 text: save it as UTF-8")
                    continue
                }
                do {
                    let parsed = try RuleSet.parseSkippingUnknownCategories(text, fileName: path, categoryIDs: categoryIDs, layer: layer)
                    count += parsed.rules.count
                    reading.rules += parsed.rules
                    reading.skippedRules += parsed.skipped
                } catch {
                    reading.syntaxErrors += error.errors
                }
            }
            reading.folders.append(.init(path: directory, exists: exists, files: names.count, rules: count))
        }
        return reading
    }

    /// The rules, or one line naming the first problem.
    public static func load(_ folders: RuleFolders, extraCategoryIDs: Set<String> = []) throws(AppError) -> RuleSet {
        let reading = read(folders, extraCategoryIDs: extraCategoryIDs)
        let first = reading.unreadable.first ?? reading.syntaxErrors.first.map(oneLine)
        if let first {
            let more = reading.problemCount > 1 ? " (and \(reading.problemCount - 1) more)" : ""
            throw AppError(.configuration, "\(first)\(more): fix the rule file; `statement-import rules check` shows every problem")
        }
        var rules = RuleSet(rules: reading.rules)
        rules.skipped = reading.skippedRules
        return rules
    }

    /// The one-line warning for a rule left out because the ledger lacks its category.
    public static func skippedWarning(_ skipped: RuleParseError) -> String {
        oneLine(skipped)
    }

    /// A rule problem as one line: file:line:column: message (hint).
    public static func oneLine(_ error: RuleParseError) -> String {
        "\(DisplayName.of(error.file)):\(error.line):\(error.column): \(error.message)" + (error.hint.map { " (hint: \($0))" } ?? "")
    }
}
