import Categorisation

/// The rule files: the user's directory first, then the shipped `Rules/`.
enum RuleCatalog {
    static func directories(environment: [String: String]) -> [String] {
        [RuleSet.userRulesDirectory(environment: environment), RulesLocation.shipped(environment: environment)]
    }

    static func load(environment: [String: String]) throws(CLIError) -> RuleSet {
        do {
            return try RuleSet.load(directories: directories(environment: environment))
        } catch let error as RuleLoadError {
            let details = error.errors.map { "\($0)" }.joined(separator: "\n")
            throw CLIError("the rule files have errors; fix them (`statement-import rules check` lists them all):\n\(details)",
                           exitCode: .dataError)
        } catch {
            throw CLIError("cannot read the rule files (\(error)): check \(directories(environment: environment).joined(separator: " and "))",
                           exitCode: .dataError)
        }
    }
}
