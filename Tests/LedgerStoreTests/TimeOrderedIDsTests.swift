import Foundation
@testable import LedgerStore
import Testing

@Suite struct TimeOrderedIDsTests {
    @Test func idsAreVersion7UUIDsInTheOrderMade() {
        var ids = TimeOrderedIDs()
        let made = (0..<1_000).map { _ in ids.next() }
        #expect(made == made.sorted())
        #expect(Set(made).count == made.count)
        for id in made.prefix(3) {
            #expect(UUID(uuidString: id) != nil && id == id.lowercased())
            #expect(Array(id)[14] == "7")
            #expect("89ab".contains(Array(id)[19]))
        }
    }

    @Test func aLaterGeneratorSortsAfter() {
        var first = TimeOrderedIDs(now: Date(timeIntervalSince1970: 1_700_000_000))
        var second = TimeOrderedIDs(now: Date(timeIntervalSince1970: 1_700_000_001))
        #expect(first.next() < second.next())
    }
}
