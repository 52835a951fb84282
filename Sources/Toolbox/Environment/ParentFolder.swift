/// The folder a path names its last component in, as text.
///
/// Foundation's `NSString.deletingLastPathComponent` traps on one-character paths (`x`, `.`, `-`)
/// and on `x/` in swift-corelibs-foundation, and those reach us straight from `--ledger` and the
/// configuration file. This is the same answer without the trap: "" for a bare name, "/" for a
/// name at the root, trailing slashes ignored.
public enum ParentFolder {
    public static func of(_ path: String) -> String {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text = text.dropLast() }
        guard let slash = text.lastIndex(of: "/") else { return "" }
        if slash == text.startIndex { return "/" }
        var parent = text[..<slash]
        while parent.count > 1, parent.hasSuffix("/") { parent = parent.dropLast() }
        return String(parent)
    }
}
