import Foundation
import Testing
@testable import StatementImport

@Suite struct PasswordSourceTests {
    @Test(arguments: [
        ("secret\n", "secret"), ("secret\r\n", "secret"), ("secret\r", "secret"), ("secret", "secret"),
        ("secret\n\n", "secret\n"), ("secret\r\n\r\n", "secret\r\n"), ("", ""),
    ])
    func exactlyOneTrailingLineBreakIsDropped(_ stored: String, _ expected: String) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("PasswordSourceTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("password").path
        try Data(stored.utf8).write(to: URL(fileURLWithPath: file))
        #expect(try PasswordSource.password(file: file, environment: [:]) == expected)
    }

    @Test func aMissingPasswordFileIsNoInputAndNamedEscaped() {
        #expect {
            try PasswordSource.password(file: "/nonexistent/pass\nword", environment: [:])
        } throws: { error in
            guard let error = error as? AppError else { return false }
            return error.category == .noInput && error.message.contains("pass\\nword") && !error.message.contains("\n")
        }
    }

    @Test func theEnvironmentIsUsedWithoutAFile() throws {
        #expect(try PasswordSource.password(file: nil, environment: [PasswordSource.environmentVariable: "x\r\n"]) == "x\r\n")
        #expect(try PasswordSource.password(file: nil, environment: [:]) == nil)
    }
}
