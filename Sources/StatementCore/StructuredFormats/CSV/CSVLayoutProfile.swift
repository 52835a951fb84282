public struct CSVLayoutProfile: Sendable, Hashable {}
