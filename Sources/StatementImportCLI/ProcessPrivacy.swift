import CProcessControl

/// What the process does about itself before it reads anything: it may come to hold a remote API
/// key and a PDF password, and a PDF that crashes poppler must not leave them in a core file or
/// let another process of the user read them from its memory.
public enum ProcessPrivacy {
    public static func apply() {
        _ = spc_make_private()
    }
}
