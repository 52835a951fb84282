/// Text broken into lines of at most `width` characters at word boundaries, for a terminal. A
/// word longer than a line stays whole on a line of its own: cutting it would change what it says.
enum WordWrap {
    /// `pieces` are the units kept whole (words, or the "12 food (Food)" entries of a list), joined
    /// by `separator` on a line; every line starts with `indent`.
    static func lines(_ pieces: [String], width: Int, separator: String = " ", indent: String = "") -> [String] {
        var lines: [String] = []
        var line = ""
        for piece in pieces where !piece.isEmpty {
            if line.isEmpty {
                line = indent + piece
            } else if line.count + separator.count + piece.count <= width {
                line += separator + piece
            } else {
                lines.append(line)
                line = indent + piece
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// A sentence broken at its spaces.
    static func text(_ text: String, width: Int, indent: String = "") -> String {
        lines(text.split(separator: " ").map(String.init), width: width, indent: indent).joined(separator: "\n")
    }
}
