/// What the discover stage found: the files to import, those refused already (with why), their
/// SHA-256 as hashed so far, and which of those the ledger held at a first look.
struct DiscoveredFiles {
    var files: [IncomingFile]
    var refused: [(file: IncomingFile, error: AppError)]
    var hashes: [String: String]
    var held: Set<String>

    func isHeld(_ file: IncomingFile) -> Bool { hashes[file.path].map(held.contains) ?? false }

    /// Nothing to read: rules, the remote and the chain are not needed.
    var allHeld: Bool { refused.isEmpty && !files.isEmpty && files.allSatisfy(isHeld) }
}
