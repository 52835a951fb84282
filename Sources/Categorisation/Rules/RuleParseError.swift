/// A mistake in a rule file, reported the way compilers do: position, the line, a caret, a hint.
public struct RuleParseError: Error, Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int
    public var message: String
    public var lineText: String
    public var hint: String?

    public var description: String {
        // Tabs are kept so the caret lines up under the same column in a terminal.
        let padding = String(lineText.prefix(max(0, column - 1)).map { $0 == "\t" ? "\t" : " " })
        var text = "\(file):\(line):\(column): \(message)\n\(lineText)\n\(padding)^"
        if let hint { text += "\nhint: \(hint)" }
        return text
    }
}

/// Every error found while loading rules; loading recovers at the next `rule` so one typo
/// does not hide the others.
public struct RuleLoadError: Error, Sendable, CustomStringConvertible {
    public var errors: [RuleParseError]
    public var description: String { errors.map(\.description).joined(separator: "\n") }
}
