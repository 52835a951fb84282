/// A JSON answer's optional field written as `null` when there is no value, never left out:
/// the apps reading the answer read one shape, as docs/reports.md promises. The synthesized
/// `Encodable` leaves a nil optional out; wrapped, the key is always written.
@propertyWrapper
struct NullWhenAbsent<Value: Encodable>: Encodable {
    var wrappedValue: Value?

    init(wrappedValue: Value?) {
        self.wrappedValue = wrappedValue
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue {
            try container.encode(wrappedValue)
        } else {
            try container.encodeNil()
        }
    }
}
