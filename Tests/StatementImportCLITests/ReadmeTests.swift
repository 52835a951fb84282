import Foundation
import Testing

/// The README a newcomer reads: short, with the two commands CI and the hook run exactly as
/// written, one picture, and links that lead somewhere, as do the guides' links in `docs/`.
@Suite struct ReadmeTests {
    static let root = ToolRun.packageRoot

    static func text(_ relative: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(relative), encoding: .utf8)
    }

    /// The Markdown files a reader follows links through: the README and every guide.
    static func guides() throws -> [String] {
        let docs = root.appendingPathComponent("docs")
        let found = FileManager.default.enumerator(atPath: docs.path)?.compactMap { $0 as? String } ?? []
        return ["README.md"] + found.filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }.sorted()
    }

    @Test func theReadmeIsUnder30KBAndKeepsTheTwoCommandsAsWrittenAndOnePicture() throws {
        let readme = try Self.text("README.md")
        #expect(readme.utf8.count < 30_000, "\(readme.utf8.count) bytes")
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for command in [
            "    scripts/ensure-system-libraries && swift build -c release && .build/release/statement-import import --ledger samples.sqlite SampleStatements/*.pdf && .build/release/statement-import transactions --ledger samples.sqlite",
            "    scripts/ensure-system-libraries --tests && scripts/ensure-test-browser && swift test",
        ] {
            #expect(lines.filter { $0 == command }.count == 1, "\(command)")
        }
        let pictures = readme.components(separatedBy: "![").dropFirst()
        #expect(pictures.count == 1)
        let picture = try #require(pictures.first?.split(separator: "(").dropFirst().first?.split(separator: ")").first.map(String.init))
        let size = try FileManager.default.attributesOfItem(atPath: Self.root.appendingPathComponent(picture).path)[.size] as? Int
        #expect((size ?? 0) > 0 && (size ?? .max) < 500_000, "\(picture): \(size ?? -1) bytes")
        // What moved out is one link away.
        #expect(readme.contains("](docs/usage.md)") && readme.contains("](docs/development/README.md)"))
    }

    /// "## Share a ledger" → "share-a-ledger", as GitHub makes a heading's anchor.
    static func anchor(_ heading: String) -> String {
        let title = heading.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
        return String(title.compactMap { $0 == " " ? "-" : ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : nil })
    }

    @Test func everyLinkInTheReadmeAndTheGuidesLeadsToAFileAndItsHeading() throws {
        for guide in try Self.guides() {
            let text = try Self.text(guide)
            let folder = (guide as NSString).deletingLastPathComponent
            let pattern = try NSRegularExpression(pattern: #"\]\(([^)\s]+)\)"#)
            for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let range = Range(match.range(at: 1), in: text) else { continue }
                let link = String(text[range])
                if link.hasPrefix("http://") || link.hasPrefix("https://") || link.hasPrefix("mailto:") { continue }
                let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
                let target = parts[0].isEmpty ? guide : ((folder as NSString).appendingPathComponent(parts[0]) as NSString).standardizingPath
                let url = Self.root.appendingPathComponent(target)
                #expect(FileManager.default.fileExists(atPath: url.path), "\(guide): \(link) leads nowhere")
                guard parts.count == 2, target.hasSuffix(".md"), let linked = try? Self.text(target) else { continue }
                let anchors = linked.split(separator: "\n").filter { $0.hasPrefix("#") }.map { Self.anchor(String($0)) }
                #expect(anchors.contains(parts[1]), "\(guide): \(link): no such heading in \(target)")
            }
        }
    }
}
