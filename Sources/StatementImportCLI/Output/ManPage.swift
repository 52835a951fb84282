/// statement-import(1) in roff, from the command table: the same names, options and texts as
/// `--help`, so the installed manual can never drift from the binary it came with.
enum ManPage {
    static func render(_ commands: [CommandSpec], version: String) -> String {
        var text = """
            .TH STATEMENT-IMPORT 1 "" "statement-import \(escaped(version))" "User Commands"
            .SH NAME
            statement-import \\- turn bank and card statement PDFs into a verified, categorised ledger
            .SH SYNOPSIS
            .B statement-import
            .I command
            [\\fIoptions\\fR]
            .SH COMMANDS

            """
        for command in commands {
            text += section(command)
            for sub in command.subcommands { text += section(sub) }
        }
        text += """
            .SH FILES
            Longer guides (configuration, rules, scheduling, reports, the ledger's schema) are installed
            beside this page's package under
            .IR share/doc/statement-import .

            """
        return text
    }

    private static func section(_ command: CommandSpec) -> String {
        var text = ".SS \(escaped(command.usage.replacingOccurrences(of: "usage: ", with: "")))\n\(escaped(command.summary))\n"
        for option in command.options {
            let left = option.valueName.map { "\(option.name) \($0)" } ?? option.name
            text += ".TP\n.B \(escaped(left))\n\(escaped(option.help))\n"
        }
        if !command.discussion.isEmpty {
            text +=
                ".PP\n"
                + command.discussion.split(separator: "\n", omittingEmptySubsequences: false)
                .map { escaped(String($0.drop { $0 == " " })) }.joined(separator: "\n") + "\n"
        }
        return text
    }

    /// Backslashes doubled, and a line that would start with a roff control character guarded.
    static func escaped(_ text: String) -> String {
        let doubled = text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "-", with: "\\-")
        return doubled.hasPrefix(".") || doubled.hasPrefix("'") ? "\\&" + doubled : doubled
    }
}
