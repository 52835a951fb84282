import Foundation

/// Where a PDF password comes from: a file or the environment, never the command line (it would
/// show in `ps` and in shell history). The password is never printed.
public enum PasswordSource {
    public static let environmentVariable = "STATEMENT_IMPORT_PDF_PASSWORD"

    public static func password(file: String?, environment: [String: String]) throws(AppError) -> String? {
        if let file {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw .noInput("\(DisplayName.of(file)): cannot read the password file: check the path and its permissions")
            }
            return String(decoding: withoutTrailingLineBreak(data), as: UTF8.self)
        }
        return environment[environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
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
