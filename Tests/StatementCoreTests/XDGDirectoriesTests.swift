import Testing
import StatementCore
import Toolbox

@Suite struct XDGDirectoriesTests {
    @Test func defaultsAreUnderHome() {
        let directories = XDGDirectories(environment: ["HOME": "/home/ana"])
        #expect(directories.dataHome == "/home/ana/.local/share")
        #expect(directories.configHome == "/home/ana/.config")
        #expect(directories.cacheHome == "/home/ana/.cache")
        #expect(directories.stateHome == "/home/ana/.local/state")
        #expect(directories.applicationData == "/home/ana/.local/share/statement-import")
    }

    @Test func absoluteVariablesWinAndRelativeOnesAreIgnored() {
        let directories = XDGDirectories(environment: [
            "HOME": "/home/ana", "XDG_DATA_HOME": "/data",
            "XDG_CONFIG_HOME": "relative/config", "XDG_CACHE_HOME": "",
            "XDG_STATE_HOME": "/state",
        ])
        #expect(directories.dataHome == "/data")
        #expect(directories.configHome == "/home/ana/.config")
        #expect(directories.cacheHome == "/home/ana/.cache")
        #expect(directories.applicationState == "/state/statement-import")
        #expect(directories.applicationConfig == "/home/ana/.config/statement-import")
    }
}
