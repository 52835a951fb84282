/// A subcommand: its name, what it is for, what it accepts and what it runs. The command table
/// is a list of these, so help text, usage errors and dispatch all come from one place.
public struct CommandSpec: Sendable {
    public var name: String
    public var summary: String
    /// The positional part of the usage line: "FILE", "PATH...".
    public var arguments: String
    public var minimumPositionals: Int
    public var maximumPositionals: Int?
    public var options: [OptionSpec]
    /// Extra help paragraphs after the options.
    public var discussion: String
    public var run: @Sendable (ParsedArguments, CommandContext) throws -> ExitCode

    public init(name: String, summary: String, arguments: String = "", minimumPositionals: Int = 0,
                maximumPositionals: Int? = 0, options: [OptionSpec] = [], discussion: String = "",
                run: @escaping @Sendable (ParsedArguments, CommandContext) throws -> ExitCode) {
        self.name = name
        self.summary = summary
        self.arguments = arguments
        self.minimumPositionals = minimumPositionals
        self.maximumPositionals = maximumPositionals
        self.options = options
        self.discussion = discussion
        self.run = run
    }

    public var usage: String {
        var parts = ["statement-import", name]
        if !arguments.isEmpty { parts.append(arguments) }
        for option in options {
            parts.append(option.valueName.map { "[\(option.name) \($0)]" } ?? "[\(option.name)]")
        }
        return "usage: " + parts.joined(separator: " ")
    }

    public var help: String {
        var text = "OVERVIEW: \(summary)\n\n\(usage)\n\nOPTIONS:\n"
        let rows = options.map { option in
            (option.valueName.map { "\(option.name) \($0)" } ?? option.name, option.help)
        } + [("-h, --help", "Show help information.")]
        let width = rows.map(\.0.count).max() ?? 0
        for (left, right) in rows {
            text += "  " + left + String(repeating: " ", count: width - left.count + 2) + right + "\n"
        }
        if !discussion.isEmpty { text += "\n" + discussion + "\n" }
        return text
    }
}
