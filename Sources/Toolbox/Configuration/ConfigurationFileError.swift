/// A settings file that cannot be used: "config:7: `batch_size` must be a whole number from 1 to 100".
public struct ConfigurationFileError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var line: Int?
    public var message: String

    public init(path: String, line: Int?, message: String) {
        self.path = path
        self.line = line
        self.message = message
    }

    public var description: String {
        (line.map { "\(path):\($0): " } ?? "\(path): ") + message
    }
}
