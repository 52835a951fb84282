/// The `import` command that takes a file batch refused on a question only its owner can answer,
/// once they have: `statement-import import 'failed/x.pdf' --currency CODE`. Written beside the
/// file in failed/ and into the run's report, so nobody has to work out the options.
public enum ImportCommandLine {
    public static func of(_ path: String, decision: String) -> String {
        "statement-import import \(shellWord(path))" + (decision.isEmpty ? "" : " \(decision)")
    }

    /// The path as one shell word: as it is when it holds only characters no shell treats
    /// specially, else in single quotes (a quote inside closed, escaped and reopened).
    public static func shellWord(_ text: String) -> String {
        let plain =
            !text.isEmpty
            && text.unicodeScalars.allSatisfy { scalar in
                (scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar))) || "/._-+,:@".unicodeScalars.contains(scalar)
            }
        return plain ? text : "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
