/// What a dry run would have stored, kept by the `Ledger` for the rest of its life, so the same
/// file (or a copy, or an overlapping statement) seen twice in one run counts once, as it would
/// in a real run.
struct DryRunMemory {
    var files: Set<String> = []
    /// Statement content (`Ledger.contentSignature`) → the file it would have come from.
    var statements: [String: String] = [:]
    var rowFingerprints: Set<String> = []
    /// Statement figures (`Ledger.figuresSignature`) → the file and row fingerprints it would have
    /// come with, so a copy worded otherwise is found as the ledger finds it in a real run.
    var figures: [String: (file: String, fingerprints: [String])] = [:]
}
