import Foundation
import StatementCore

/// The text rules see: `TextFolding`, after compatibility normalisation (half-width katakana
/// "ｾﾌﾞﾝ" reads as "セブン", full-width "ＡＴＭ" as "atm"), with small kana read as large ones
/// (passbooks print "ｷﾕｳﾖ" for キュウヨ) and every Chinese character and kana made a word of its own. Chinese and Japanese write no spaces between words, so whole-word matching
/// would otherwise never find "美团" inside "支付宝-美团外卖"; one character per word lets a phrase
/// match anywhere as a sequence of characters, the way those languages are read.
enum RuleText {
    static func append(_ text: String, to output: inout [UInt8]) {
        if text.utf8.isAllASCII {
            TextFolding.appendNormalised(text, to: &output)
            return
        }
        let start = output.count
        // Composed again after the compatibility mapping: half-width "ﾀﾞ" becomes "タ" and a combining
        // mark, which folding would drop as an accent, losing the difference between ダ and タ.
        let composed = text.precomposedStringWithCompatibilityMapping.precomposedStringWithCanonicalMapping
        TextFolding.appendNormalised(String(String.UnicodeScalarView(composed.unicodeScalars.map(largeKana))), to: &output)
        // Every ideograph and kana is three UTF-8 bytes with a lead byte of 0xE3 to 0xE9 or 0xEF.
        guard output[start...].contains(where: { (0xE3...0xE9).contains($0) || $0 == 0xEF }) else { return }
        let folded = String(decoding: output[start...], as: UTF8.self)
        output.removeSubrange(start...)
        var pendingSpace = false
        for scalar in folded.unicodeScalars {
            if scalar == " " { pendingSpace = true; continue }
            let isCharacterWord = isIdeographOrKana(scalar)
            if (pendingSpace || isCharacterWord) && output.count > start && output.last != 0x20 { output.append(0x20) }
            output.append(contentsOf: String(scalar).utf8)
            pendingSpace = isCharacterWord
        }
    }

    static func normalised(_ text: String) -> String {
        var bytes: [UInt8] = []
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ァィゥェォッャュョヮ and their katakana forms → アイウエオツヤユヨワ: each small kana is one code
    /// point below its large form.
    static func largeKana(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard smallKana.contains(scalar.value), let large = Unicode.Scalar(scalar.value + 1) else { return scalar }
        return large
    }

    private static let smallKana: Set<UInt32> = [
        0x3041, 0x3043, 0x3045, 0x3047, 0x3049, 0x3063, 0x3083, 0x3085,
        0x3087, 0x308E, 0x30A1, 0x30A3, 0x30A5, 0x30A7, 0x30A9, 0x30C3,
        0x30E3, 0x30E5, 0x30E7, 0x30EE,
    ]

    static func isIdeographOrKana(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: return true
        default: return false
        }
    }
}
