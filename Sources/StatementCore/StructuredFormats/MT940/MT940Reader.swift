public enum MT940Reader {
    public static func read(
        _ bytes: [UInt8], options: StructuredReadOptions = StructuredReadOptions()
    ) throws(StructuredFormatError) -> [StructuredStatement] {
        throw StructuredFormatError(nil, "not yet")
    }
}
