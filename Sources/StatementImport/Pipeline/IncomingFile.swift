/// A PDF found in the inbox (or in failed/, for a retry), with what identifies its contents.
public struct IncomingFile: Sendable, Hashable {
    /// Absolute or as-configured path, used to open and move the file.
    public var path: String
    /// The path below the folder it was found in: what reports and messages show.
    public var name: String
    public var identity: FileIdentity

    public init(path: String, name: String, identity: FileIdentity) {
        self.path = path
        self.name = name
        self.identity = identity
    }

    /// The last path component.
    public var baseName: String {
        name.split(separator: "/").last.map(String.init) ?? name
    }
}
