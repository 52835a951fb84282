/// How an import may bend the rules.
public struct ImportOptions: Sendable, Equatable {
    /// Do all the work, report what would happen, write nothing.
    public var dryRun: Bool
    /// Store a statement whose verdict is `failed`, marked as accepted and its rows needing review.
    public var acceptUnverified: Bool
    /// With `acceptUnverified`: remember the acceptance of a statement that prints no balance at
    /// all (`unverifiable`, never `failed`) for its account and layout, so the account's later
    /// statements of that layout are stored, marked alike, without being accepted again.
    public var rememberUnverified = false
    /// Categorised rows below this confidence are still marked needs_review.
    public var reviewBelowConfidence: Double
    /// The account a statement printing no account number belongs to (`--account NAME`);
    /// remembered per institution. For a numbered account it becomes the display name.
    public var accountName: String?

    public init(
        dryRun: Bool = false, acceptUnverified: Bool = false, reviewBelowConfidence: Double = 0.5,
        accountName: String? = nil
    ) {
        self.dryRun = dryRun
        self.acceptUnverified = acceptUnverified
        self.reviewBelowConfidence = reviewBelowConfidence
        self.accountName = accountName
    }
}
