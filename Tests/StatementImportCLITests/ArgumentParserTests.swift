import StatementImport
import Testing
@testable import StatementImportCLI

@Suite struct ArgumentParserTests {
    static let command = CommandSpec(
        name: "parse", summary: "test", arguments: "FILE", minimumPositionals: 1, maximumPositionals: 1,
        options: [
            .value("--format", "table|json|csv", "format", allowed: ["table", "json", "csv"]),
            .value("--layout", "NAME", "layout"),
            .flag("--strict", "strict"),
        ],
        run: { _, _ in .success })

    struct Case: Sendable, CustomTestStringConvertible {
        var arguments: [String]
        var positionals: [String]
        var values: [String: [String]]
        var flags: Set<String>
        var testDescription: String { arguments.joined(separator: " ") }
    }

    static let valid: [Case] = [
        Case(arguments: ["a.pdf"], positionals: ["a.pdf"], values: [:], flags: []),
        Case(arguments: ["a.pdf", "--format", "json"], positionals: ["a.pdf"], values: ["--format": ["json"]], flags: []),
        Case(arguments: ["--format=csv", "a.pdf"], positionals: ["a.pdf"], values: ["--format": ["csv"]], flags: []),
        Case(arguments: ["--strict", "a.pdf", "--layout", "x"], positionals: ["a.pdf"], values: ["--layout": ["x"]], flags: ["--strict"]),
        Case(arguments: ["--layout=a=b", "a.pdf"], positionals: ["a.pdf"], values: ["--layout": ["a=b"]], flags: []),
        Case(arguments: ["--", "--strict"], positionals: ["--strict"], values: [:], flags: []),
        Case(arguments: ["-"], positionals: ["-"], values: [:], flags: []),
        Case(arguments: ["a.pdf", "--format", "json", "--format", "csv"], positionals: ["a.pdf"], values: ["--format": ["json", "csv"]], flags: []),
    ]

    @Test(arguments: valid)
    func parsesValidCommandLines(_ example: Case) throws {
        let parsed = try ArgumentParser.parse(example.arguments, for: Self.command)
        #expect(parsed.positionals == example.positionals)
        #expect(parsed.values == example.values)
        #expect(parsed.flags == example.flags)
    }

    @Test func lastValueWins() throws {
        let parsed = try ArgumentParser.parse(["a.pdf", "--format", "json", "--format=csv"], for: Self.command)
        #expect(parsed.value("--format") == "csv")
        #expect(parsed.all("--format") == ["json", "csv"])
        #expect(!parsed.has("--strict"))
    }

    static let invalid: [([String], String)] = [
        (["a.pdf", "--bogus"], "unknown option '--bogus'"),
        (["a.pdf", "--format", "xml"], "'xml' is not a valid value for --format"),
        (["a.pdf", "--format=xml"], "'xml' is not a valid value for --format"),
        (["a.pdf", "--format"], "option '--format' needs a value"),
        (["a.pdf", "--strict=yes"], "option '--strict' takes no value"),
        ([], "missing argument FILE"),
        (["--strict"], "missing argument FILE"),
        (["a.pdf", "b.pdf"], "unexpected argument 'b.pdf'"),
    ]

    @Test(arguments: invalid)
    func rejectsInvalidCommandLinesAsUsageErrors(_ arguments: [String], _ message: String) {
        #expect {
            try ArgumentParser.parse(arguments, for: Self.command)
        } throws: { error in
            guard let error = error as? AppError else { return false }
            return error.category == .usage && error.message.contains(message)
        }
    }

    @Test func unknownOptionSuggestsAClosePrefix() {
        #expect {
            try ArgumentParser.parse(["a.pdf", "--form", "json"], for: Self.command)
        } throws: { error in
            (error as? AppError)?.message.contains("did you mean --format?") == true
        }
    }
}
