import Testing
@testable import StatementCore

@Suite struct ByteLabelTests {
    private func check(_ label: String, in text: String) -> (covered: Bool, prefix: Bool, contained: Bool) {
        let byteLabel = ByteLabel(label)
        var text = text
        return text.withUTF8 { bytes in
            (ByteLabel.Mask(bytes).covers(byteLabel.mask), byteLabel.isPrefix(of: bytes), byteLabel.isContained(in: bytes))
        }
    }

    @Test func aLabelIsFoundAtTheStartOrInsideALine() {
        #expect(check("saldo awal", in: "saldo awal 1 000 00") == (true, true, true))
        #expect(check("konecny zustatek", in: "ucet konecny zustatek 12 00") == (true, false, true))
    }

    @Test func aLineLackingOneOfTheLabelsBytesIsRuledOut() {
        #expect(check("входящий остаток", in: "opening balance 12 00") == (false, false, false))
        #expect(check("saldo", in: "sald") == (false, false, false))
        #expect(check("", in: "anything").contained == false)
    }
}
