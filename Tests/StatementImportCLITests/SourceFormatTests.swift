import Foundation
import Testing

/// The code follows `.swift-format`: `swift format lint --strict` finds nothing in the sources,
/// the tests and the manifest. Where the toolchain has no `swift format` (an older one), there
/// is nothing to check against.
@Suite struct SourceFormatTests {
    static let swiftFormatRuns: Bool = (try? SourceFormatTests.swiftFormat(["--version"]).status) == 0

    @Test(.enabled(if: swiftFormatRuns)) func theCodeFollowsTheSwiftFormatConfiguration() throws {
        let lint = try SourceFormatTests.swiftFormat(["lint", "--strict", "--recursive", "--parallel", "Sources", "Tests", "Package.swift"])
        #expect(
            lint.status == 0,
            "swift format lint found lines to change; run `swift format -i -r Sources Tests Package.swift`:\n\(lint.output.prefix(4000))")
    }

    private static func swiftFormat(_ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift", "format"] + arguments
        process.currentDirectoryURL = ToolRun.packageRoot
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
