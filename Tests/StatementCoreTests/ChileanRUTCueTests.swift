import Testing
import StatementCore

/// A RUT is Chile's tax number, and Uruguay's and Colombia's too: it makes "$" Chilean pesos
/// only in Chile's form ("12.345.678-5", "7654321-K") with a right check digit (modulo 11).
@Suite struct ChileanRUTCueTests {
    private func decide(_ cue: String) -> CurrencyDecision {
        var page = HandBuiltPage()
        for text in ["Banco Ejemplo", cue, "Fecha Descripción Monto", "03/02/2025 COMERCIO 12 $ 1.234"] { page.line(.left(text, 40)) }
        return CurrencyDecider.decide(opening: page.page.lines, all: page.page.lines)
    }

    /// The check digit worked out here apart from the parser's: each digit from the right times
    /// 2, 3, 4, 5, 6, 7, 2, 3…, and 11 less the sum modulo 11 (11 is 0, 10 is K).
    private static func check(_ body: Int) -> String {
        var rest = body, weight = 2, sum = 0
        while rest > 0 {
            sum += rest % 10 * weight
            rest /= 10
            weight = weight == 7 ? 2 : weight + 1
        }
        let digit = 11 - sum % 11
        return digit == 11 ? "0" : digit == 10 ? "K" : String(digit)
    }

    /// "12.345.678": the points Chile prints between thousands.
    private static func pointed(_ body: Int) -> String {
        let digits = Array(String(body))
        var text = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text += "." }
            text.append(digit)
        }
        return text
    }

    /// Drawn bodies, so no one RUT is what the cue knows.
    private static let bodies: [Int] = {
        var generator = SystemRandomNumberGenerator()
        return (0..<40).map { _ in Int.random(in: 1_000_000...29_999_999, using: &generator) } + [11_111_111, 76_086_428]
    }()

    @Test func aValidRUTInEitherPrintedFormMakesTheDollarsChileanPesos() {
        for body in Self.bodies {
            let check = Self.check(body)
            for printed in ["\(Self.pointed(body))-\(check)", "\(body)-\(check)", "\(body)-\(check.lowercased())"] {
                let decision = decide("Cliente: MARÍA EJEMPLO   RUT: \(printed)   Cartola")
                #expect(decision.currency?.code == "CLP", "RUT \(printed): \(decision)")
                #expect(decision.evidence.contains { $0.hasPrefix("RUT") }, "RUT \(printed): \(decision.evidence)")
            }
        }
    }

    @Test func aRUTWhoseCheckDigitIsWrongNamesNoCountry() {
        let digits = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "K"]
        for body in Self.bodies {
            let right = Self.check(body)
            // Every other check digit, one drawn per body.
            let wrong = digits.filter { $0 != right }.randomElement() ?? "0"
            let decision = decide("Cliente: MARÍA EJEMPLO   RUT \(Self.pointed(body))-\(wrong)")
            #expect(decision.currency == nil, "RUT \(Self.pointed(body))-\(wrong): \(decision)")
        }
    }

    /// Uruguay's RUT is twelve digits ("21 123456 0018"), Colombia's NIT nine and a check digit
    /// ("900.123.456-7"): neither is Chile's form, whatever its digits.
    @Test(arguments: ["RUT 21 123456 0018", "RUT: 211234560018", "R.U.T. 21-123456-001-8", "RUT 900.123.456-7", "RUT: 900123456-7"])
    func anotherCountrysRUTNamesNoCountry(_ cue: String) {
        let decision = decide("Empresa Ejemplo SA   \(cue)   Montevideo")
        #expect(decision.currency == nil, "\(cue): \(decision)")
    }

    @Test func theWordAloneNamesNoCountry() {
        #expect(decide("Ingrese su RUT para consultar").currency == nil)
    }
}
