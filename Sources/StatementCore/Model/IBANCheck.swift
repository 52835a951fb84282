/// ISO 13616's check of an IBAN: its first four characters moved to its end, each letter read as
/// two digits (A = 10 … Z = 35), and the whole taken as one number divided by 97. A printed IBAN
/// leaves 1; a bank's code and number get their check digits from it.
public enum IBANCheck {
    /// Whether `text` is an IBAN as printed without spaces: two capital letters of country, two
    /// check digits, then capital letters and digits, 15 to 34 in all, and the check holds.
    public static func holds(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard (15...34).contains(bytes.count), !AmountText.isDigit(bytes[0]), !AmountText.isDigit(bytes[1]),
            AmountText.isDigit(bytes[2]), AmountText.isDigit(bytes[3])
        else { return false }
        return remainder(bytes) == 1
    }

    /// The remainder by 97 of `bytes` with their first four moved to the end; nil when they hold
    /// anything but capital letters and digits, or fewer than four.
    public static func remainder(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        var remainder = 0
        for byte in bytes[4...] + bytes[..<4] {
            let value: Int
            if AmountText.isDigit(byte) {
                value = Int(byte - 0x30)
            } else if (0x41...0x5A).contains(byte) {
                value = Int(byte - 0x41) + 10
            } else {
                return nil
            }
            remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97
        }
        return remainder
    }
}
