import Foundation
import StatementImport
import Testing
import TestSupport
import Toolbox

/// The `[limits]` section: read from the command's one configuration file, taken over `[batch]`'s
/// same keys, which still count where `[limits]` says nothing; a wrong key or value stops at file:line.
@Suite struct LimitsSettingsTests {
    private func file(_ text: String, in folder: TemporaryFolder, named name: String = "config") throws -> SettingsFile {
        let path = folder.path(name)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return SettingsFile(path: path)
    }

    @Test func limitsAreTakenOverBatchAndBatchStillCounts() throws {
        let folder = try TemporaryFolder(prefix: "LimitsSettings")
        defer { withExtendedLifetime(folder) {} }
        let settings = try file("[batch]\nfile_timeout = 60\nmemory_limit_mb = 2048\n[limits]\nfile_timeout = 30s\n", in: folder)
        let batch = try BatchSettings.load(settings, home: "/home/me")
        let limits = try LimitsSettings.load(settings)
        #expect(limits.seconds(orElse: batch.fileTimeout) == 30)
        #expect(limits.megabytes(orElse: batch.memoryLimitMB) == 2048)
        #expect(LimitsSettings().seconds(orElse: nil) == ReadingLimits.defaultSeconds)
        #expect(settings.reads == 1, "both sections from one reading of the file")
    }

    @Test func aWrongKeyOrValueIsRefused() throws {
        let folder = try TemporaryFolder(prefix: "LimitsSettings")
        defer { withExtendedLifetime(folder) {} }
        let wrongKey = try file("[limits]\ntimeout = 30\n", in: folder, named: "key")
        let wrongValue = try file("[limits]\nmemory_limit_mb = 12\n", in: folder, named: "value")
        #expect(throws: ConfigurationFileError.self) { try LimitsSettings.load(wrongKey) }
        #expect(throws: ConfigurationFileError.self) { try LimitsSettings.load(wrongValue) }
    }
}
