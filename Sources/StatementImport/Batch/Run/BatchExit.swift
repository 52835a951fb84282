/// The batch's own exit codes; the others (73 the ledger or a folder cannot be written, 75 another
/// run holds the lock, 78 the configuration is wrong) come from the front end's one mapping of
/// `AppError.Category`.
public enum BatchExit {
    /// Everything went in, or there was nothing to do.
    public static let success: Int32 = 0
    /// Some files failed; each is in failed/ with its reason.
    public static let someFilesFailed: Int32 = 1
}
