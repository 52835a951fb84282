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

    @Test func aGroupFindsALabelStartingALineByItsFirstByteAndALongOneAnywhere() {
        let group = ByteLabel.Group(["report", "balance brought forward", "b f"])
        func starts(_ text: String, wholeWord: Bool = false) -> Bool {
            var text = text
            return text.withUTF8 { bytes in
                group.startsWithOne(bytes, where: { !wholeWord || bytes.count == $0.bytes.count || bytes[$0.bytes.count] == 0x20 })
            }
        }
        func anywhere(_ text: String) -> Bool {
            var text = text
            return text.withUTF8 { group.longOneIsContained(in: $0, holding: ByteLabel.Mask($0)) }
        }
        #expect(starts("report 12 00"))
        #expect(starts("reporting fee", wholeWord: false))
        #expect(!starts("reporting fee", wholeWord: true))
        #expect(!starts("monthly report"))
        #expect(!starts(""))
        #expect(anywhere("page 2 balance brought forward 10 00"))
        // Short labels are matched only where a line starts.
        #expect(!anywhere("see report"))
    }

    @Test func foldedWordsSplitAsCharactersSplitThem() {
        for text in ["", " ", "total  debits 12 00 ", " saldo final", "υπόλοιπο  λήξης 5", "ยอด ่ยกมา"] {
            #expect(TextFolding.words(of: text) == text.split(separator: " "))
        }
    }
}
