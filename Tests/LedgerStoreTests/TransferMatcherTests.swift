import StatementCore
import Testing
@testable import LedgerStore

/// The transfer matcher on drawn rows: pairs, strength, distance, ties left for a person, and
/// legs whose partner the ledger should hold but does not.
@Suite struct TransferMatcherTests {
    static let current = TransferAccount(id: 1, maskedNumber: "…6789", institution: "Northwind Bank", currency: .eur, kind: .current)
    static let savings = TransferAccount(id: 2, maskedNumber: "…4417", institution: "Northwind Bank", currency: .eur, kind: .savings)
    static let card = TransferAccount(id: 3, maskedNumber: "…3107", institution: "Northwind Bank", currency: .eur, kind: .card)
    static let other = TransferAccount(
        id: 4, maskedNumber: "unknown", institution: "Contoso", currency: .eur, kind: .savings, name: "Holiday pot")
    let matcher = TransferMatcher(accounts: [current, savings, card, other])

    func leg(_ id: String, _ account: Int64, _ day: String, _ minor: Int64, _ text: String) -> TransferLeg {
        TransferLeg(id: id, accountID: account, date: date(day), amount: eur(minor), description: text)
    }

    @Test func oppositeAmountsInTwoAccountsWithinDaysPair() {
        let found = matcher.match([
            leg("a-out", 1, "2025-03-03", -12_000, "TRANSFER TO SAVINGS"),
            leg("b-in", 2, "2025-03-04", 12_000, "TRANSFER FROM CURRENT"),
            leg("c-shop", 1, "2025-03-04", -4_590, "CORNER GROCER"),
        ])
        #expect(found.pairs == [TransferPair(outgoingID: "a-out", incomingID: "b-in", strength: .amount, days: 1)])
        #expect(found.ambiguous.isEmpty && found.missing.isEmpty)
    }

    @Test func sameAccountOtherCurrencyOrTooFarApartNeverPair() {
        let found = matcher.match([
            leg("a", 1, "2025-03-03", -5_000, "MOVE"), leg("b", 1, "2025-03-03", 5_000, "REFUND"),
            leg("c", 1, "2025-03-10", -7_000, "X"), leg("d", 2, "2025-03-20", 7_000, "Y"),
            TransferLeg(id: "e", accountID: 1, date: date("2025-03-05"), amount: Money(minorUnits: -900, currency: .gbp), description: "Z"),
            leg("f", 2, "2025-03-05", 900, "Z"),
        ])
        #expect(found.pairs.isEmpty)
    }

    @Test func theLastFourDigitsOrAnIBANOrANameMakeAPairStrongerThanANearerOne() {
        // b is a day nearer, but c's description names the account a left from.
        let found = matcher.match([
            leg("a", 1, "2025-03-03", -20_000, "STANDING ORDER"),
            leg("b", 3, "2025-03-03", 20_000, "REFUND SHOP"),
            leg("c", 2, "2025-03-05", 20_000, "FROM ACCOUNT ****6789"),
        ])
        #expect(found.pairs == [TransferPair(outgoingID: "a", incomingID: "c", strength: .named, days: 2)])
        #expect(AccountMention.numberTails("SEPA TO DE89 3704 0044 0532 0130 4417 REF 123456").contains("4417"))
        #expect(!AccountMention.numberTails("REF 123456 AMOUNT 14417").contains("4417"))
        #expect(AccountMention.named(in: "to holiday pot", among: matcher.accounts, own: 1) == [4])
    }

    @Test func aCardBillPaidFromTheCurrentAccountPairsWithThePaymentReceived() {
        let found = matcher.match([
            leg("pay", 1, "2025-03-25", -48_210, "NORTHWIND CREDIT CARD DIRECT DEBIT"),
            leg("got", 3, "2025-03-28", 48_210, "PAYMENT RECEIVED - THANK YOU"),
        ])
        #expect(found.pairs == [TransferPair(outgoingID: "pay", incomingID: "got", strength: .cardBill, days: 3)])
    }

    @Test func theNearestOfEquallyStrongCandidatesWinsAndATieIsLeftFlagged() {
        let nearest = matcher.match([
            leg("a", 1, "2025-03-03", -5_000, "TO 4417"), leg("b", 2, "2025-03-03", 5_000, "FROM 6789"),
            leg("c", 2, "2025-03-05", 5_000, "FROM 6789"),
        ])
        #expect(nearest.pairs.map(\.incomingID) == ["b"])
        let tied = matcher.match([
            leg("a", 1, "2025-03-03", -5_000, "TRANSFER"), leg("b", 2, "2025-03-04", 5_000, "IN ONE"),
            leg("c", 3, "2025-03-02", 5_000, "IN TWO"),
        ])
        #expect(tied.pairs.isEmpty)
        #expect(Set(tied.ambiguous.map(\.leg.id)) == ["a", "b", "c"])
        #expect(tied.ambiguous.first { $0.leg.id == "a" }?.candidateIDs == ["b", "c"])
    }

    @Test func twinLegsNobodyCouldTellApartPairInOrder() {
        let found = matcher.match([
            leg("a1", 1, "2025-03-03", -5_000, "TO SAVINGS"), leg("a2", 1, "2025-03-03", -5_000, "TO SAVINGS"),
            leg("b1", 2, "2025-03-03", 5_000, "FROM CURRENT"), leg("b2", 2, "2025-03-03", 5_000, "FROM CURRENT"),
        ])
        #expect(found.pairs.map { "\($0.outgoingID)-\($0.incomingID)" } == ["a1-b1", "a2-b2"])
        #expect(found.ambiguous.isEmpty)
    }

    @Test func aLegNamingAnAccountOfTheLedgerWithoutItsPartnerIsFlagged() {
        let found = matcher.match([
            leg("0123456789ab", 1, "2025-03-03", -12_000, "TRANSFER TO 4417"),
            leg("card-bill", 1, "2025-03-25", -30_000, "CREDIT CARD REPAYMENT"),
            leg("grocer", 1, "2025-03-04", -4_590, "CARD PAYMENT TO CORNER GROCER"),
        ])
        #expect(found.pairs.isEmpty)
        let lines = found.missing.map(\.description)
        #expect(lines.contains("transaction 01234567: 120.00 EUR left …6789 on 3 Mar 2025, not seen arriving at …4417"), "\(lines)")
        #expect(lines.contains { $0.contains("left …6789 on 25 Mar 2025, not seen arriving at …3107") }, "\(lines)")
        #expect(lines.count == 2, "a debit card's purchase is no card bill: \(lines)")
        #expect(!AccountMention.paysCardBill("CARD PAYMENT TO CORNER GROCER"))
    }

    @Test func manyCandidatesAreLeftForAPerson() {
        var legs = [leg("out", 1, "2025-03-10", -1_000, "ROUND")]
        for day in 0..<20 { legs.append(leg("in\(day)", 2, "2025-03-\(day < 10 ? "0" : "")\(day + 1)", 1_000, "ROUND \(day)")) }
        var crowded = matcher
        crowded.candidateLimit = 3
        let found = crowded.match(legs)
        #expect(!found.pairs.contains { $0.outgoingID == "out" })
        #expect(found.ambiguous.contains { $0.leg.id == "out" })
    }
}
