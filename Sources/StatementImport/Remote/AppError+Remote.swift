import RemoteCategoriser

extension AppError {
    /// A remote setup or service error in the application layer's categories, so the command
    /// line maps it to an exit code in its one place (64, 78, 77, 69).
    public init(_ error: RemoteError) {
        switch error.kind {
        case .usage: self.init(.usage, error.message)
        case .configuration: self.init(.configuration, error.message)
        case .keyRefused: self.init(.password, error.message)
        case .unavailable: self.init(.unavailable, error.message)
        }
    }
}
