import Foundation

/// A small INI-style settings file: `[section]` headings, `key = value` lines, `#` or `;` comment
/// lines. Every value remembers its line, so a bad setting is reported as file:line like a rule file.
/// Comments are whole lines only: values such as URLs may contain `#`.
public struct ConfigurationFile: Sendable {
    public struct Entry: Sendable, Hashable {
        public var key: String
        public var value: String
        public var line: Int
    }

    public let path: String
    /// The longest line a setting takes, in bytes: a URL, a path or a list of words fits easily.
    public static let longestLine = 4_096
    /// Section names, lower-cased, in file order, each with the line of its first heading and its
    /// entries in file order.
    public private(set) var sections: [(name: String, line: Int, entries: [Entry])] = []

    public init(parsing text: String, path: String) throws(ConfigurationFileError) {
        self.path = path
        var current: Int?
        for (offset, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let lineNumber = offset + 1
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            if line.isEmpty || line.hasPrefix("#") || line.hasPrefix(";") { continue }
            // Errors quote a setting's value: a line of megabytes (a file pasted in by mistake)
            // came back whole on the terminal.
            guard line.utf8.count <= ConfigurationFile.longestLine else {
                throw ConfigurationFileError(
                    path: path, line: lineNumber,
                    message: "the line is \(line.utf8.count) bytes long, more than any setting takes (\(ConfigurationFile.longestLine))")
            }
            if line.hasPrefix("[") {
                guard line.hasSuffix("]"), line.count > 2 else {
                    throw ConfigurationFileError(
                        path: path, line: lineNumber,
                        message: "a section heading is written `[name]`")
                }
                let name = line.dropFirst().dropLast().trimmingCharacters(in: .whitespaces).lowercased()
                if let existing = sections.firstIndex(where: { $0.name == name }) {
                    current = existing
                } else {
                    sections.append((name, lineNumber, []))
                    current = sections.count - 1
                }
                continue
            }
            guard let equals = line.firstIndex(of: "=") else {
                throw ConfigurationFileError(
                    path: path, line: lineNumber,
                    message: "expected `key = value` or `[section]`")
            }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces).lowercased()
            guard !key.isEmpty else {
                throw ConfigurationFileError(path: path, line: lineNumber, message: "a setting needs a name before `=`")
            }
            guard let section = current else {
                throw ConfigurationFileError(
                    path: path, line: lineNumber,
                    message: "`\(key)` comes before any `[section]` heading")
            }
            if let earlier = sections[section].entries.first(where: { $0.key == key }) {
                throw ConfigurationFileError(
                    path: path, line: lineNumber,
                    message: "`\(key)` is already set on line \(earlier.line): keep one")
            }
            let value = ConfigurationFile.unquoted(line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces))
            sections[section].entries.append(Entry(key: key, value: value, line: lineNumber))
        }
    }

    /// Reads the file at `path`; nil when there is no such file (every setting has a default).
    public static func load(path: String) throws(ConfigurationFileError) -> ConfigurationFile? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationFileError(path: path, line: nil, message: "cannot be read: check its permissions")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ConfigurationFileError(path: path, line: nil, message: "is not UTF-8 text")
        }
        return try ConfigurationFile(parsing: text, path: path)
    }

    public func entries(in section: String) -> [Entry] {
        sections.first { $0.name == section.lowercased() }?.entries ?? []
    }

    public func entry(_ key: String, in section: String) -> Entry? {
        entries(in: section).first { $0.key == key.lowercased() }
    }

    /// The first section whose name is not in `known`, as an error at its heading. Each section's
    /// owner checks its own keys, but a misspelt heading (`[bach]`) has no owner: its settings would
    /// be ignored without a word, and every setting under it left at its default.
    public func unknownSection(among known: [String]) -> ConfigurationFileError? {
        guard let unknown = sections.first(where: { !known.contains($0.name) }) else { return nil }
        let names = known.sorted().map { "[\($0)]" }.joined(separator: ", ")
        return ConfigurationFileError(
            path: path, line: unknown.line, message: "`[\(unknown.name)]` is not a section statement-import reads: use one of \(names)")
    }

    /// An error about one entry, placed at its line.
    public func error(at entry: Entry, _ message: String) -> ConfigurationFileError {
        ConfigurationFileError(path: path, line: entry.line, message: message)
    }

    /// `"a value"` and `'a value'` read as `a value`, so leading or trailing spaces can be kept.
    private static func unquoted(_ value: String) -> String {
        guard value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first else {
            return value
        }
        return String(value.dropFirst().dropLast())
    }
}
