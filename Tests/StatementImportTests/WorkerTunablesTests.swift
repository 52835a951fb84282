import Testing

@testable import StatementImport

/// A reader process starts with glibc's larger per-thread cache of freed blocks (fewer
/// instructions a page, the same output), unless the person set tunables of their own.
@Suite struct WorkerTunablesTests {
    @Test func aReaderGetsTheLargerCacheUnlessThePersonSetsTheirOwnTunables() {
        let given = WorkerEnvironment.minimal(from: ["HOME": "/home/someone", "PGPASSWORD": "secret"])
        #expect(given["GLIBC_TUNABLES"] == WorkerEnvironment.readerTunables)
        #expect(given["HOME"] == "/home/someone" && given["PGPASSWORD"] == nil)
        let own = WorkerEnvironment.minimal(from: ["GLIBC_TUNABLES": "glibc.malloc.arena_max=1"])
        #expect(own["GLIBC_TUNABLES"] == "glibc.malloc.arena_max=1")
    }
}
