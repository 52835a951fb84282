/// One element of a document read by `XMLReader`: its local name (the namespace prefix dropped, so
/// every CAMT version reads alike), attributes, child elements, text and the line it starts on.
public struct XMLNode: Hashable, Sendable {
    public var name: String
    public var attributes: [String: String]
    public var children: [XMLNode]
    /// The element's own text (character data and CDATA), entities resolved, not trimmed.
    public var text: String
    public var line: Int

    public init(name: String, attributes: [String: String] = [:], children: [XMLNode] = [], text: String = "", line: Int = 1) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.line = line
    }

    /// The first child named `name`.
    public func child(_ name: String) -> XMLNode? { children.first { $0.name == name } }

    public func all(_ name: String) -> [XMLNode] { children.filter { $0.name == name } }

    /// The element at the end of a path of child names.
    public func path(_ names: String...) -> XMLNode? { path(names) }

    public func path(_ names: [String]) -> XMLNode? {
        var node = self
        for name in names {
            guard let next = node.child(name) else { return nil }
            node = next
        }
        return node
    }

    /// The trimmed text at the end of a path, nil when absent or empty.
    public func value(_ names: String...) -> String? {
        guard let node = path(names) else { return nil }
        let trimmed = node.text.trimmingASCIIWhitespace
        return trimmed.isEmpty ? nil : trimmed
    }

    /// The first element named `name` at any depth below (depth first, document order).
    public func descendant(_ name: String) -> XMLNode? {
        for child in children {
            if child.name == name { return child }
            if let found = child.descendant(name) { return found }
        }
        return nil
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces, tabs and line ends.
    var trimmingASCIIWhitespace: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
