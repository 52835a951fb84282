/// A command: its name, what it is for, what it accepts and what it runs; or a group (`rules`)
/// whose sub-commands each have their own options. The command table is a list of these, so
/// help text, usage errors and dispatch all come from one place.
public struct CommandSpec: Sendable {
    /// The name as typed after `statement-import`: "import", or "rules check" for a sub-command.
    public var name: String
    public var summary: String
    /// The positional part of the usage line: "FILE", "PATH...".
    public var arguments: String
    public var minimumPositionals: Int
    public var maximumPositionals: Int?
    public var options: [OptionSpec]
    /// Extra help paragraphs after the options.
    public var discussion: String
    public var subcommands: [CommandSpec]
    /// Reads a PDF the person was handed: the command runs in a child process of its own, with
    /// none of the parent's secrets, so whatever the file does to the reader ends there (`ReadingChild`).
    public var readsInAChild: Bool
    public var run: @Sendable (ParsedArguments, CommandContext) throws -> ExitCode

    public init(
        name: String, summary: String, arguments: String = "", minimumPositionals: Int = 0,
        maximumPositionals: Int? = 0, options: [OptionSpec] = [], discussion: String = "", readsInAChild: Bool = false,
        run: @escaping @Sendable (ParsedArguments, CommandContext) throws -> ExitCode
    ) {
        self.name = name
        self.summary = summary
        self.arguments = arguments
        self.minimumPositionals = minimumPositionals
        self.maximumPositionals = maximumPositionals
        self.options = options
        self.discussion = discussion
        self.subcommands = []
        self.readsInAChild = readsInAChild
        self.run = run
    }

    /// A group of sub-commands, each named "group sub".
    public static func group(_ name: String, summary: String, discussion: String = "", subcommands: [CommandSpec]) -> CommandSpec {
        var spec = CommandSpec(
            name: name, summary: summary,
            arguments: subcommands.map { $0.name.split(separator: " ").last.map(String.init) ?? $0.name }
                .joined(separator: " | "), discussion: discussion
        ) { _, _ in .usage }
        spec.subcommands = subcommands
        return spec
    }

    /// The sub-command a word names, matched on the last word of its name.
    public func subcommand(_ word: String) -> CommandSpec? {
        subcommands.first { $0.name.split(separator: " ").last.map(String.init) == word }
    }

    public var usage: String {
        if !subcommands.isEmpty { return "usage: statement-import \(name) <\(arguments)> [options]" }
        var parts = ["statement-import", name]
        if !arguments.isEmpty { parts.append(arguments) }
        for option in options {
            parts.append(option.valueName.map { "[\(option.name) \($0)]" } ?? "[\(option.name)]")
        }
        return "usage: " + parts.joined(separator: " ")
    }

    public var help: String {
        var text = "OVERVIEW: \(summary)\n\n\(usage)\n\n"
        if !subcommands.isEmpty {
            text += "SUBCOMMANDS:\n"
            let width = subcommands.map(\.name.count).max() ?? 0
            for sub in subcommands {
                text += "  " + sub.name + String(repeating: " ", count: width - sub.name.count + 2) + sub.summary + "\n"
            }
            text += "\n  See 'statement-import \(name) <subcommand> --help' for its options.\n"
            if !discussion.isEmpty { text += "\n" + discussion + "\n" }
            return text
        }
        text += "OPTIONS:\n"
        let rows =
            options.map { option in
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
