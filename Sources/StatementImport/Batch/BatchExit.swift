/// The batch's exit codes (sysexits(3)), for cron, systemd and health checks.
public enum BatchExit {
    /// Everything went in, or there was nothing to do.
    public static let success: Int32 = 0
    /// Some files failed; each is in failed/ with its reason.
    public static let someFilesFailed: Int32 = 1
    /// The ledger (or a batch folder) cannot be opened or written.
    public static let cannotWrite: Int32 = 73
    /// Another run holds the inbox lock; systemd treats it as success (SuccessExitStatus=75).
    public static let lockHeld: Int32 = 75
    /// The configuration file is wrong.
    public static let configuration: Int32 = 78
}
