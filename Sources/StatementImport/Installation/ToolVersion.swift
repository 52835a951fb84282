/// The version recorded with every imported statement and shown by `--version`.
public enum ToolVersion {
    public static let current = "0.1.0"
}
