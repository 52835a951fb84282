/// An optional value kept behind one reference: 8 bytes where it is absent, which for most
/// values of a field is the rule. A row's foreign-amount detail (about 50 bytes inline) is
/// printed on few rows, yet every row of a long statement carried its room: a sixth of the rows'
/// array. Compared and hashed by value, so the type holding it is equal as before.
@propertyWrapper
public struct OutOfLine<Wrapped: Hashable & Sendable>: Hashable, Sendable {
    private final class Box: Sendable {
        let value: Wrapped

        init(_ value: Wrapped) {
            self.value = value
        }
    }

    private var box: Box?

    public init(wrappedValue: Wrapped?) {
        box = wrappedValue.map(Box.init)
    }

    public var wrappedValue: Wrapped? {
        get { box?.value }
        set { box = newValue.map(Box.init) }
    }

    public static func == (left: OutOfLine, right: OutOfLine) -> Bool {
        left.wrappedValue == right.wrappedValue
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(wrappedValue)
    }
}
