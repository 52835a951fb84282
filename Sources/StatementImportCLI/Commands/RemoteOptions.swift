import StatementImport

/// `--remote`, `--no-remote` and `--remote-key-file FILE` on `import` and `recategorise`. There is
/// deliberately no option taking the key itself: a command line is visible to every user.
enum RemoteOptions {
    static let all: [OptionSpec] = [
        .flag("--remote", "Ask the remote categoriser about rows still open after rules and learned memory (see docs/configuration.md)."),
        .flag("--no-remote", "Do not ask the remote categoriser, whatever the configuration says."),
        .value("--remote-key-file", "FILE", "Read the remote service's key from FILE (mode 600); or set STATEMENT_IMPORT_REMOTE_KEY_FILE."),
    ]

    static func choice(_ arguments: ParsedArguments) throws(AppError) -> RemoteChoice {
        if arguments.has("--remote") && arguments.has("--no-remote") {
            throw .usage("--remote and --no-remote contradict each other: give one of them")
        }
        let enabled: Bool? = arguments.has("--remote") ? true : (arguments.has("--no-remote") ? false : nil)
        return RemoteChoice(enabled: enabled, keyFile: arguments.value("--remote-key-file"))
    }
}
