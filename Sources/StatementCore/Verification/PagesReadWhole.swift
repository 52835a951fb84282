/// A page the PDF reader could not read whole (it reported errors in the page's content, a
/// damaged content stream) may have lost rows, a balance or the account's heading, and what is
/// left can still add up: no statement of such a file is `verified`.
public enum PagesReadWhole {
    /// The problem naming the pages not read whole, nil when every page was.
    public static func problem(in pages: [TextPage]) -> VerificationProblem? {
        let damaged = pages.filter { $0.contentErrors > 0 }
        guard let first = damaged.first else { return nil }
        let others = damaged.dropFirst().prefix(10).map { String($0.number) }
        let also = others.isEmpty ? "" : " (nor could page\(others.count == 1 ? "" : "s") \(others.joined(separator: ", ")))"
        return VerificationProblem(
            page: nil, line: nil,
            message:
                "page \(first.number) could not be read whole\(also): the PDF reader reported errors in the page's content "
                + "(the file is damaged), so rows may be missing; get the statement again from the bank")
    }
}
