/// What a command may use besides its arguments: the console and the environment.
public struct CommandContext: Sendable {
    public var console: Console
    public var environment: [String: String]

    public init(console: Console, environment: [String: String]) {
        self.console = console
        self.environment = environment
    }
}
