import Foundation
import StatementCore
import StatementImport
import Testing
import Toolbox

/// The `[batch]` section: values, paths, and errors at file:line.
@Suite struct BatchSettingsTests {
    private func settings(_ text: String) throws(ConfigurationFileError) -> BatchSettings {
        try BatchSettings(try ConfigurationFile(parsing: text, path: "/etc/si/config"), home: "/home/me")
    }

    @Test func everySettingIsRead() throws {
        let read = try settings(
            """
            [remote]
            enabled = false
            [batch]
            inbox = ~/in
            processed = done
            failed = /var/failed
            settle = 30s
            jobs = 3
            file_timeout = 10
            memory_limit_mb = 1024
            """)
        #expect(read.inbox == "/home/me/in")
        #expect(read.processed == "/etc/si/done")
        #expect(read.failed == "/var/failed")
        #expect(read.settle == 30)
        #expect(read.jobs == 3)
        #expect(read.fileTimeout == 10)
        #expect(read.memoryLimitMB == 1024)
    }

    @Test func aTildeAloneIsTheHomeFolderAndAnotherUsersTildeIsRefused() throws {
        #expect(try settings("[batch]\ninbox = ~\n").inbox == "/home/me")
        #expect(throws: ConfigurationFileError.self) { try settings("[batch]\ninbox = ~bob/in\n") }
    }

    @Test func aMissingSectionKeepsEveryDefault() throws {
        #expect(try settings("[remote]\nenabled = true\n") == BatchSettings())
    }

    @Test func aWrongValueOrAnUnknownKeyIsNamedAtItsLine() {
        #expect(
            throws: ConfigurationFileError(
                path: "/etc/si/config", line: 3,
                message: "`jobs = 0`: write a whole number from 1 to 256")
        ) {
            try settings("[batch]\nsettle = 0\njobs = 0\n")
        }
        #expect(throws: ConfigurationFileError.self) { try settings("[batch]\ninbx = /tmp\n") }
        #expect(throws: ConfigurationFileError.self) { try settings("[batch]\nfile_timeout = forever\n") }
    }
}
