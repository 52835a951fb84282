import StatementImport

/// `statement-import layouts`: the layout profiles there are and what they match.
enum LayoutsCommand {
    static let spec = CommandSpec(
        name: "layouts",
        summary: "List the layout profiles (Rules/layouts and ~/.config/statement-import/layouts).",
        run: run
    )

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) throws -> ExitCode {
        let profiles = try LayoutCatalog.load(context.ruleFolders)
        let csvProfiles = try LayoutCatalog.loadCSV(context.ruleFolders)
        if profiles.isEmpty && csvProfiles.isEmpty {
            context.console.print("no layout profiles: the generic engine reads every statement")
        }
        for profile in profiles {
            let matches = profile.matches.map { "\"\($0)\"" }.joined(separator: " and ")
            context.console.print("\(profile.name)\t\(profile.summary)\tmatches \(matches)\t\(profile.source)")
        }
        for profile in csvProfiles {
            let matches = profile.matches.isEmpty ? "only with --layout" : "matches " + profile.matches.map { "\"\($0)\"" }.joined(separator: " and ")
            context.console.print("\(profile.name)\tCSV: \(profile.columns.map(\.rawValue).joined(separator: ", "))\t\(matches)\t\(profile.source)")
        }
        return .success
    }
}
