import Foundation

/// Where a PDF password comes from: a file or the environment, never the command line (it would
/// show in `ps` and in shell history). The password is never printed.
public enum PasswordSource {
    public static let environmentVariable = "STATEMENT_IMPORT_PDF_PASSWORD"

    /// The longest password the PDF standard lets count: AES-256 files use the first 127 bytes of
    /// its UTF-8 (ISO 32000-2, 7.6.4.3.2); older handlers, the first 32. poppler-glib copies a
    /// longer one into a fixed buffer on the stack, so a longer one is refused before poppler
    /// sees it, as the request's fault, never the file's.
    public static let longestPasswordBytes = 127

    public static func password(file: String?, environment: [String: String]) throws(AppError) -> String? {
        if let file {
            // Read no more than a password can be plus a line break: a huge file is not read whole.
            // An empty file reads as nil (end of file), which is an empty password, not a failure.
            guard let handle = openWithoutWaiting(file) else {
                throw .noInput("\(DisplayName.of(file)): cannot read the password file: check the path and its permissions")
            }
            let read: Data?
            do { read = try handle.read(upToCount: longestPasswordBytes + 3) } catch {
                throw .noInput("\(DisplayName.of(file)): cannot read the password file: check the path and its permissions")
            }
            try? handle.close()
            let data = read ?? Data()
            return try checked(withoutTrailingLineBreak(data), source: "the password file \(DisplayName.of(file))")
        }
        guard let value = environment[environmentVariable], !value.isEmpty else { return nil }
        return try checked(Data(value.utf8), source: environmentVariable)
    }

    /// The file opened for reading. A named pipe is opened without waiting for a writer (`<(…)`
    /// has one already): one nobody writes to blocked the command for ever, and now reads empty.
    private static func openWithoutWaiting(_ file: String) -> FileHandle? {
        let descriptor = open(file, O_RDONLY | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        // Reads then wait for a writer's bytes, or end at once when there is no writer.
        let flags = fcntl(descriptor, F_GETFL)
        if flags >= 0 { _ = fcntl(descriptor, F_SETFL, flags & ~O_NONBLOCK) }
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// A warning when others may read the password file (group or world bits), as ssh warns of a
    /// private key; nil when it is the user's alone or cannot be looked at.
    public static func exposure(of file: String) -> String? {
        var status = stat()
        guard stat(file, &status) == 0, status.st_mode & 0o077 != 0 else { return nil }
        let mode = String(status.st_mode & 0o777, radix: 8)
        return "\(DisplayName.of(file)): the password file can be read by others (mode \(mode)): run `chmod 600 \(DisplayName.of(file))`"
    }

    private static func checked(_ password: Data, source: String) throws(AppError) -> String {
        guard password.count <= longestPasswordBytes else {
            throw .usage(
                "the PDF password from \(source) is longer than the \(longestPasswordBytes) bytes a PDF password can have: "
                    + "put only the password in it, on one line")
        }
        return String(decoding: password, as: UTF8.self)
    }

    /// Editors and `echo` end a file with one line break (\n, \r\n or \r); it is not part of the
    /// password. Exactly one is dropped, on bytes: in a Swift String "\r\n" is one character.
    public static func withoutTrailingLineBreak(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        if bytes.count >= 2, bytes[bytes.count - 2] == 0x0D, bytes[bytes.count - 1] == 0x0A {
            return Data(bytes.dropLast(2))
        }
        if let last = bytes.last, last == 0x0A || last == 0x0D { return Data(bytes.dropLast()) }
        return data
    }
}
