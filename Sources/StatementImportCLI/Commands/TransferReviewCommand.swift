import LedgerStore
import StatementImport

/// `review`'s transfer options: --pairs lists, --find-pairs pairs the whole ledger, --pair,
/// --unpair and --confirm-pair record a person's word. Each prints one line per row it changed.
enum TransferReviewCommand {
    /// Runs the transfer options given; false when there were none (the review goes on as usual).
    static func run(_ arguments: ParsedArguments, reviewer: Reviewer, console: Console) throws -> Bool {
        let changes = arguments.all("--pair") + arguments.all("--unpair") + arguments.all("--confirm-pair")
        guard !changes.isEmpty || arguments.has("--find-pairs") || arguments.has("--pairs") else { return false }
        if arguments.has("--find-pairs") {
            let found = try reviewer.findTransferPairs()
            console.print("\(found.pairs.count) transfer \(found.pairs.count == 1 ? "pair" : "pairs") found")
        }
        for text in arguments.all("--pair") {
            let parts = text.split(separator: "=", maxSplits: 1).map(String.init)
            let first = try reviewer.resolveID(parts[0]), second = try reviewer.resolveID(parts[1])
            let note = try reviewer.pairTransfer(first, second)
            console.print("\(ReviewRow.shortID(first)) and \(ReviewRow.shortID(second)): one transfer (paired by you)")
            if let note { console.print("note: \(note)") }
        }
        for prefix in arguments.all("--unpair") {
            let id = try reviewer.resolveID(prefix)
            if let pair = try reviewer.unpairTransfer(id) {
                let other = pair.outgoingID == id ? pair.incomingID : pair.outgoingID
                let partner = other.map(ReviewRow.shortID) ?? "?"
                console.print("\(ReviewRow.shortID(id)): no longer paired with \(partner); never paired again by the tool")
            } else {
                console.print("\(ReviewRow.shortID(id)): no transfer; never paired or flagged by the tool")
            }
        }
        for prefix in arguments.all("--confirm-pair") {
            let id = try reviewer.resolveID(prefix)
            let pair = try reviewer.confirmTransferPair(id)
            console.print(
                "\(ReviewRow.shortID(pair.outgoingID ?? id)) → \(ReviewRow.shortID(pair.incomingID ?? id)): transfer pair confirmed")
        }
        if arguments.has("--pairs") {
            let listing = try reviewer.transferListing()
            for line in listing.pairs { console.print(line) }
            for flag in listing.flags { console.print("flag: \(flag)") }
            console.print(
                "\(listing.pairs.count) transfer \(listing.pairs.count == 1 ? "pair" : "pairs"), "
                    + "\(listing.flags.count) flagged")
        }
        return true
    }
}
