/// One check `doctor` made: what it looked at, whether it passed, and either what it found or
/// what to do about it.
public struct DoctorFinding: Sendable, Equatable {
    public var subject: String
    public var passed: Bool
    public var detail: String

    public init(_ subject: String, passed: Bool, _ detail: String) {
        self.subject = subject
        self.passed = passed
        self.detail = detail
    }

    public static func ok(_ subject: String, _ detail: String) -> DoctorFinding { DoctorFinding(subject, passed: true, detail) }
    public static func problem(_ subject: String, _ detail: String) -> DoctorFinding { DoctorFinding(subject, passed: false, detail) }
}
