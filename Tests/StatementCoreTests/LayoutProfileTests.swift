import Testing
import StatementCore

@Suite struct LayoutProfileTests {
    @Test func parsesAValidProfile() throws {
        let text = """
            # Banco Ejemplo
            name: es-example-bank
            description: Banco Ejemplo current accounts
            match: Banco Ejemplo
            date-order: dmy
            decimal-mark: ,
            kind: current
            currency: eur
            unsigned-amounts: debit
            skip: Información de interés
            header debit: Disposiciones   # a comment
            """
        let profile = try LayoutProfile.parse(text, file: "es.layout")
        #expect(profile.name == "es-example-bank")
        #expect(profile.summary == "Banco Ejemplo current accounts")
        #expect(profile.matches == ["Banco Ejemplo"])
        #expect(profile.dateOrder == .dayMonth)
        #expect(profile.decimalMark == .comma)
        #expect(profile.kind == .current)
        #expect(profile.currency == "EUR")
        #expect(profile.unsignedIsDebit == true)
        #expect(profile.skip.count == 1)
        #expect(profile.headers["Disposiciones"] == .debit)
        #expect(profile.source == "es.layout")
        #expect(profile.matches(foldedFirstPage: "extracto banco ejemplo sa"))
        #expect(!profile.matches(foldedFirstPage: "northwind bank"))
    }

    @Test func errorNamesFileAndLine() {
        let text = "name: x\nmatch: X Bank\n\ndate-order: ymd\n"
        #expect {
            try LayoutProfile.parse(text, file: "x.layout")
        } throws: { error in
            guard let error = error as? LayoutProfile.SyntaxError else { return false }
            return error.file == "x.layout" && error.line == 4 && error.description.hasPrefix("x.layout:4: ")
                && error.message.contains("ymd")
        }
    }

    @Test func unknownKeyIsAnError() {
        #expect(throws: LayoutProfile.SyntaxError.self) {
            try LayoutProfile.parse("name: x\ncolour: blue\n", file: "x.layout")
        }
    }

    @Test func lineWithoutColonIsAnErrorOnItsLine() {
        #expect {
            try LayoutProfile.parse("name: x\n\nnonsense\n", file: "y.layout")
        } throws: { error in
            (error as? LayoutProfile.SyntaxError)?.description.hasPrefix("y.layout:3:") == true
        }
    }

    @Test func profileWithoutNameIsAnError() {
        #expect(throws: LayoutProfile.SyntaxError.self) {
            try LayoutProfile.parse("match: X Bank\n", file: "z.layout")
        }
    }
}
