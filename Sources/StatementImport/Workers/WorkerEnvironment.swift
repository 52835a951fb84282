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
        var minimal = environment.filter { name, _ in kept.contains(name) || keptPrefixes.contains { name.hasPrefix($0) } }
        if minimal["GLIBC_TUNABLES"] == nil { minimal["GLIBC_TUNABLES"] = readerTunables }
        return minimal
    }

    /// glibc keeps at most 7 freed blocks of each size in a thread's cache, where taking one back
    /// costs a few instructions; a reader frees thousands of blocks of a few sizes with each page
    /// (poppler's words and characters, the lines' strings), and past the seventh each went
    /// through malloc's bins and was consolidated again: some 8% of a reader's instructions. A
    /// larger cache changes no output and scarcely the peak (under 2 MB at 1,000 pages). A
    /// person's own GLIBC_TUNABLES is kept as it is; other C libraries ignore the variable.
    static let readerTunables = "glibc.malloc.tcache_count=4000"
}
