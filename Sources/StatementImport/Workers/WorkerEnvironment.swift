/// The environment a worker starts with: only what reading one PDF needs. A worker parses
/// untrusted files, so the remote key, database passwords and anything else the parent holds
/// stay with the parent (a worker that poppler is made to misbehave in can leak nothing of them).
public enum WorkerEnvironment {
    /// Where the rules and layouts are, temporary files, the locale, the PDF password the file
    /// itself may need, and the tests' fault switch.
    static let kept: Set<String> = [
        "HOME", "PATH", "TMPDIR", "LANG", "LANGUAGE", "TZ", "XDG_CONFIG_HOME", "XDG_DATA_HOME",
        "STATEMENT_IMPORT_RULES", PasswordSource.environmentVariable,
        WorkerFault.environmentVariable, "GLIBC_TUNABLES",
    ]
    static let keptPrefixes = ["LC_", "MALLOC_"]

    public static func minimal(from environment: [String: String]) -> [String: String] {
        environment.filter { name, _ in kept.contains(name) || keptPrefixes.contains { name.hasPrefix($0) } }
    }
}
