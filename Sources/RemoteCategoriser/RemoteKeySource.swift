import Foundation

/// Finds the API key; first found wins:
/// 1. `--remote-key-file FILE` (passed in),
/// 2. STATEMENT_IMPORT_REMOTE_KEY_FILE,
/// 3. `$CREDENTIALS_DIRECTORY/statement-import-remote-key` (systemd `LoadCredential=`),
/// 4. STATEMENT_IMPORT_REMOTE_KEY,
/// 5. `key_file` in the configuration,
/// 6. on macOS, the Keychain (`security find-generic-password -s statement-import -w`).
/// The key is never taken from the command line itself: it would show in `ps` and shell history.
public enum RemoteKeySource {
    public static let keyVariable = "STATEMENT_IMPORT_REMOTE_KEY"
    public static let keyFileVariable = "STATEMENT_IMPORT_REMOTE_KEY_FILE"
    public static let credentialName = "statement-import-remote-key"
    public static let keychainService = "statement-import"

    /// Looks a key up in the macOS Keychain; nil when there is none. Replaced in tests.
    public typealias KeychainLookup = @Sendable () -> String?

    /// Returns nil when no source has a key (fine for a loopback service).
    public static func resolve(
        keyFileOption: String?, environment: [String: String],
        configuration: RemoteConfiguration,
        keychain: KeychainLookup = RemoteKeySource.systemKeychain
    ) throws(RemoteError) -> RemoteKey? {
        let keyVariableValue = environment[keyVariable].flatMap { $0.isEmpty ? nil : $0 }
        let keyFileVariableValue = environment[keyFileVariable].flatMap { $0.isEmpty ? nil : $0 }
        if keyVariableValue != nil && keyFileVariableValue != nil {
            throw RemoteError(.usage, "both \(keyVariable) and \(keyFileVariable) are set: unset one of them")
        }
        if let file = keyFileOption {
            return try read(file: file, source: "--remote-key-file \(file)")
        }
        if let file = keyFileVariableValue {
            return try read(file: file, source: "\(keyFileVariable) (\(file))")
        }
        if let directory = environment["CREDENTIALS_DIRECTORY"], !directory.isEmpty {
            let file = directory + "/" + credentialName
            if FileManager.default.fileExists(atPath: file) {
                return try read(file: file, source: "$CREDENTIALS_DIRECTORY/\(credentialName)")
            }
        }
        if let key = keyVariableValue {
            return try checked(key.trimmingCharacters(in: .whitespacesAndNewlines), source: keyVariable)
        }
        if let file = configuration.keyFile {
            return try read(file: file, source: "key_file in \(configuration.keyFileOrigin ?? "the configuration") (\(file))")
        }
        if let key = keychain(), !key.isEmpty {
            return try checked(key, source: "the macOS Keychain (service \(keychainService))")
        }
        return nil
    }

    /// A key file must be the user's alone, as ssh insists for private keys.
    static func read(file: String, source: String) throws(RemoteError) -> RemoteKey {
        var status = stat()
        guard stat(file, &status) == 0 else {
            throw RemoteError(.configuration, "\(file): cannot read the remote key file (from \(source)): check the path")
        }
        guard (status.st_mode & S_IFMT) == S_IFREG else {
            throw RemoteError(.configuration, "\(file): the remote key file is not a regular file: give the file that holds the key")
        }
        if status.st_mode & 0o077 != 0 {
            let mode = String(status.st_mode & 0o777, radix: 8)
            throw RemoteError(
                .configuration,
                "\(file): the remote key file can be read by others (mode \(mode)): "
                    + "run `chmod 600 \(file)`")
        }
        // A key is one line of a few hundred bytes: a file far larger is the wrong file, not read whole.
        guard status.st_size <= 64 << 10 else {
            throw RemoteError(
                .configuration,
                "\(file): the remote key file holds \(status.st_size >> 10) KB, and a key is one short line: give the file that holds only the key")
        }
        guard let data = FileManager.default.contents(atPath: file) else {
            throw RemoteError(.configuration, "\(file): cannot read the remote key file: check its permissions")
        }
        let key = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard !key.isEmpty else {
            throw RemoteError(.configuration, "\(file): the remote key file is empty: put the API key in it")
        }
        return try checked(key, source: source)
    }

    /// A key goes into an HTTP header: a line break or a space in it would split or corrupt the
    /// header (two keys pasted into one file, a comment after the key).
    static func checked(_ key: String, source: String) throws(RemoteError) -> RemoteKey {
        guard key.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else {
            throw RemoteError(
                .configuration,
                "the remote key from \(source) has spaces, line breaks or non-ASCII "
                    + "characters: keep only the key itself, on one line")
        }
        return RemoteKey(secret: key, source: source)
    }

    /// The Keychain entry made with `security add-generic-password -s statement-import -a "$USER" -w`.
    public static let systemKeychain: KeychainLookup = {
        #if os(macOS)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/security")
        process.arguments = ["find-generic-password", "-s", keychainService, "-w"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let key = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return key.isEmpty ? nil : key
        #else
        return nil
        #endif
    }
}
