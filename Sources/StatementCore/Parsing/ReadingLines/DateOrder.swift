/// How a statement prints numeric dates: decided once per statement, as the reading under which
/// every date is valid.
public enum DateOrder: String, Sendable, Hashable {
    case dayMonth = "dmy"
    case monthDay = "mdy"
}
