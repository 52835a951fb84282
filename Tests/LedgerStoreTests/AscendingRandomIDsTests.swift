import Foundation
@testable import LedgerStore
import Testing

@Suite struct AscendingRandomIDsTests {
    @Test func idsAreRandomVersion4UUIDsHandedOutInAscendingOrder() {
        var ids = AscendingRandomIDs(count: 500)
        let made = (0..<500).map { _ in ids.next() }
        #expect(made == made.sorted())
        #expect(Set(made).count == made.count)
        for id in made {
            #expect(UUID(uuidString: id) != nil && id == id.lowercased())
            #expect("89ab".contains(Array(id)[19]))
        }
        #expect(made.allSatisfy { Array($0)[14] == "4" })
        // Random, not counted: review's short ids (a prefix) still tell the rows apart.
        // (100 random 32-bit prefixes collide about once in a million runs.)
        #expect(Set(made.prefix(100).map { $0.prefix(8) }).count == 100)
    }

    @Test func idsBeyondTheCountAreStillRandom() {
        var ids = AscendingRandomIDs(count: 1)
        let first = ids.next(), second = ids.next()
        #expect(first != second && UUID(uuidString: second) != nil)
    }
}
