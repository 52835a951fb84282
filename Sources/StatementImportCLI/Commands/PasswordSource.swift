import Foundation

/// Where a PDF password comes from: a file or the environment, never the command line (it would
/// show in `ps` and in shell history). The password is never printed.
public enum PasswordSource {
    public static let environmentVariable = "STATEMENT_IMPORT_PDF_PASSWORD"

    static let option = OptionSpec.value("--password-file", "FILE", "Read the PDF password from FILE (or set \(environmentVariable)).")

    public static func password(file: String?, environment: [String: String]) throws(CLIError) -> String? {
        if let file {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw CLIError("\(file): cannot read the password file: check the path and its permissions",
                               exitCode: .noInput)
            }
            let text = String(decoding: data, as: UTF8.self)
            // One trailing newline is what editors and `echo` add; it is not part of the password.
            return text.hasSuffix("\r\n") ? String(text.dropLast(2)) : text.hasSuffix("\n") ? String(text.dropLast()) : text
        }
        return environment[environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
    }
}
