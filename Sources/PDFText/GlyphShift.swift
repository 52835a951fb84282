/// A font whose text layer gives glyph codes: its ToUnicode map was written for glyph indices
/// and is looked up with character codes, so a character whose code is also the index of a glyph
/// the font holds comes out as that glyph's character, shifted by a constant (the Macintosh
/// glyph order puts the space at 3, so every ASCII character comes out 29 above its code: "0" as
/// "M", "." as "K"). A character whose code indexes no glyph of the font passes unchanged, so a
/// printed character is either itself or shifted; `decoded` chooses character by character.
struct GlyphShift: Sendable {
    /// What the map adds to a character's code.
    let offset: Int
    /// Every character the font prints on the page: a code whose shifted character is among them
    /// indexes a glyph of the font, so that code never prints as itself.
    let printed: Set<UInt32>

    /// The offset of the standard Macintosh glyph order, the one whose glyphs past the ASCII
    /// range are known (`macintoshTail`).
    static let macintosh = 29

    /// The character code `code` prints as when the map shifts it; nil when nothing printable.
    func shifted(_ code: UInt32) -> UInt32? {
        let value = Int(code)
        if offset == Self.macintosh, value >= 98 {
            let index = value - 98
            return index < Self.macintoshTail.count ? Self.macintoshTail[index] : nil
        }
        let target = value + offset
        return (33...126).contains(value) && (33...126).contains(target) ? UInt32(target) : nil
    }

    /// The code of the character that prints as `scalar` when shifted; nil when none does.
    func code(printedAs scalar: UInt32) -> UInt32? {
        if scalar < 0x80 {
            let code = Int(scalar) - offset
            return (33...126).contains(code) && (33...126).contains(Int(scalar)) ? UInt32(code) : nil
        }
        guard offset == Self.macintosh, let index = Self.tailIndex[scalar] else { return nil }
        // Past the ASCII range a code means what WinAnsi says; codes it leaves empty print nothing.
        return WinAnsiCodes.character(of: UInt32(98 + index))
    }

    /// Whether `scalar` cannot be printed as itself: its own code would have printed shifted.
    func isSurelyShifted(_ scalar: UInt32) -> Bool {
        guard let code = WinAnsiCodes.code(of: scalar), let shifted = shifted(code) else { return false }
        return printed.contains(shifted)
    }

    /// The glyphs of the Macintosh standard order from index 98 on, as characters.
    static let macintoshTail: [UInt32] = Array(
        "ÄÅÇÉÑÖÜáàâäãåçéèêëíìîïñóòôöõúùûü†°¢£§•¶ß®©™´¨≠ÆØ∞±≤≥¥µ∂∑∏π∫ªºΩæø¿¡¬√ƒ≈∆«»…\u{A0}ÀÃÕŒœ–—“”‘’÷◊ÿŸ⁄¤‹›ﬁﬂ‡·‚„‰ÂÊÁËÈÍÎÏÌÓÔ\u{F8FF}ÒÚÛÙıˆ˜¯˘˙˚¸˝˛ˇŁłŠšŽž¦ÐðÝýÞþ−×¹²³½¼¾₣ĞğİŞşĆćČčđ"
            .unicodeScalars.map(\.value))

    private static let tailIndex: [UInt32: Int] = Dictionary(
        macintoshTail.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
}
