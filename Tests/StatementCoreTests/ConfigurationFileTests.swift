import StatementCore
import Testing
import Toolbox

@Suite struct ConfigurationFileTests {
    @Test func sectionsKeysCommentsAndQuotes() throws {
        let file = try ConfigurationFile(
            parsing: """
                # a comment
                ; another
                [Remote]
                url = https://example.com/v1#frag
                mask_words = " padded "

                [batch]
                jobs=2
                """, path: "config")
        #expect(file.entry("url", in: "remote")?.value == "https://example.com/v1#frag")
        #expect(file.entry("mask_words", in: "remote")?.value == " padded ")
        #expect(file.entry("jobs", in: "batch")?.line == 8)
        #expect(file.entries(in: "missing").isEmpty)
    }

    @Test func windowsLineEndingsAreLines() throws {
        // "\r\n" is one Character in Swift: splitting on "\n" alone would see one long line.
        let file = try ConfigurationFile(parsing: "[remote]\r\nenabled = true\r\nmodel = m\r\n", path: "config")
        #expect(file.entry("enabled", in: "remote")?.value == "true")
        #expect(file.entry("model", in: "remote")?.line == 3)
    }

    @Test func errorsNameTheFileAndLine() {
        let cases = [
            ("[remote]\njust words\n", "config:2: expected `key = value`"),
            ("key = value\n", "config:1: `key` comes before any `[section]`"),
            ("[remote]\na = 1\na = 2\n", "config:3: `a` is already set on line 2"),
            ("[remote\n", "config:1: a section heading"),
        ]
        for (text, expected) in cases {
            let error = #expect(throws: ConfigurationFileError.self) { try ConfigurationFile(parsing: text, path: "config") }
            #expect(error?.description.hasPrefix(expected) == true, "\(error?.description ?? "no error")")
        }
    }

    @Test func aHeadingNobodyReadsIsNamedAtItsFirstLine() throws {
        let file = try ConfigurationFile(parsing: "[batch]\njobs = 2\n\n[Bach]\nsettle = 1\n[bach]\njobs = 1\n", path: "config")
        let error = try #require(file.unknownSection(among: ["remote", "batch"]))
        #expect(error.line == 4)
        #expect(error.message == "`[bach]` is not a section statement-import reads: use one of [batch], [remote]")
        #expect(file.unknownSection(among: ["batch", "bach"]) == nil)
    }

    /// A line of megabytes (a file pasted in by mistake) is refused without being quoted back.
    @Test func aHugeLineIsRefusedWithoutItsValue() {
        let text = "[batch]\nsettle = " + String(repeating: "9", count: 100_000) + "\n"
        #expect {
            _ = try ConfigurationFile(parsing: text, path: "config")
        } throws: { error in
            let description = "\(error)"
            return description.hasPrefix("config:2: the line is 100009 bytes long") && description.count < 200
        }
    }
}
