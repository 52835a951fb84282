import Testing

@testable import StatementCore

@Suite struct XMLReaderTests {
    private func parse(_ text: String, limits: StructuredLimits = .standard) throws -> XMLNode {
        try XMLReader.parse(Array(text.utf8), limits: limits)
    }

    @Test func readsElementsAttributesTextAndCDATA() throws {
        let root = try parse(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment -->
            <a:Doc xmlns:a="urn:x"><a:Item id="7" note='x &amp; y'>one &lt;two&gt; &quot;3&quot; &apos;4&apos; &#233;&#x20AC;</a:Item>
            <Empty/><Data><![CDATA[<not> & markup]]></Data></a:Doc>
            """)
        #expect(root.name == "Doc")
        #expect(root.child("Item")?.attributes == ["id": "7", "note": "x & y"])
        #expect(root.value("Item") == "one <two> \"3\" '4' é€")
        #expect(root.child("Empty") != nil)
        #expect(root.value("Data") == "<not> & markup")
        #expect(root.child("Data")?.line == 4)
    }

    @Test func readsLatin1WhenTheDeclarationSaysSo() throws {
        let bytes: [UInt8] = Array("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a>M".utf8) + [0xFC] + Array("ller</a>".utf8)
        #expect(try XMLReader.parse(bytes).text == "Müller")
    }

    @Test func refusesTheBillionLaughs() {
        let laughs = """
            <?xml version="1.0"?>
            <!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">]>
            <lolz>&lol2;</lolz>
            """
        #expect { try parse(laughs) } throws: { ($0 as? XMLReaderError)?.message.contains("DOCTYPE") == true }
    }

    @Test func refusesAnExternalEntityAndAnyUndeclaredOne() {
        let external = "<!DOCTYPE d [<!ENTITY x SYSTEM \"file:///etc/passwd\">]><d>&x;</d>"
        #expect(throws: XMLReaderError.self) { try parse(external) }
        #expect { try parse("<d>&x;</d>") } throws: { ($0 as? XMLReaderError)?.message.contains("not expanded") == true }
    }

    @Test func boundsDepthElementsAndSize() {
        var limits = StructuredLimits()
        limits.maxDepth = 32
        let deep = String(repeating: "<a>", count: 100) + String(repeating: "</a>", count: 100)
        #expect { try parse(deep, limits: limits) } throws: { ($0 as? XMLReaderError)?.message.contains("deeper") == true }
        limits.maxElements = 50
        let wide = "<r>" + String(repeating: "<b/>", count: 100) + "</r>"
        #expect { try parse(wide, limits: limits) } throws: { ($0 as? XMLReaderError)?.message.contains("elements") == true }
        limits.maxBytes = 10
        #expect(throws: XMLReaderError.self) { try parse("<r>0123456789</r>", limits: limits) }
    }

    @Test(arguments: ["<a><b></a>", "<a>", "<a x=1/>", "text", "<a></a><b/>", "<a>&amp</a>", "", "<a>&#0;</a>", "<a><!-- </a>"])
    func refusesMalformedDocumentsWithAnError(_ text: String) {
        #expect(throws: XMLReaderError.self) { try parse(text) }
    }
}
