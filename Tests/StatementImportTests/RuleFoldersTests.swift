import Foundation
import Testing
@testable import StatementImport

/// The documented lookup order of the shipped rules folder.
@Suite struct RuleFoldersTests {
    let directory: URL
    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("RuleFoldersTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func makeFolder(_ relative: String) throws -> String {
        let url = directory.appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    @Test func theEnvironmentWinsThenBesideThenShareThenAbove() throws {
        let executable = directory.appendingPathComponent("prefix/bin/statement-import").path
        let environment = ["XDG_CONFIG_HOME": directory.appendingPathComponent("config").path]
        let elsewhere = try makeFolder("elsewhere")
        #expect(RuleFolders(environment: environment, executablePath: executable, currentDirectory: elsewhere).shipped == nil)
        let above = try makeFolder("Rules")
        #expect(RuleFolders(environment: environment, executablePath: executable, currentDirectory: elsewhere).shipped == above)
        let share = try makeFolder("prefix/share/statement-import/Rules")
        #expect(RuleFolders(environment: environment, executablePath: executable, currentDirectory: elsewhere).shipped == share)
        let beside = try makeFolder("prefix/bin/Rules")
        #expect(RuleFolders(environment: environment, executablePath: executable, currentDirectory: elsewhere).shipped == beside)
        let explicit = try makeFolder("mine")
        let folders = RuleFolders(
            environment: environment.merging(["STATEMENT_IMPORT_RULES": explicit]) { $1 },
            executablePath: executable, currentDirectory: elsewhere)
        #expect(folders.shipped == explicit)
        #expect(folders.ruleFolders == [directory.appendingPathComponent("config").path + "/statement-import/rules", explicit])
        #expect(!folders.hasShippedRules)
    }
}
