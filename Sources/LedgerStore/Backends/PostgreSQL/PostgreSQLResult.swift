import CLibPQ

/// One PGresult and its only owner: `deinit` clears it, so no path leaks or double-frees one.
final class PostgreSQLResult {
    let handle: OpaquePointer

    init(handle: OpaquePointer) { self.handle = handle }

    deinit { PQclear(handle) }

    var status: ExecStatusType { PQresultStatus(handle) }
    var rowCount: Int32 { PQntuples(handle) }

    func field(_ code: UInt8) -> String? {
        PQresultErrorField(handle, Int32(code)).map { String(cString: $0) }
    }
}

@available(*, unavailable)
extension PostgreSQLResult: Sendable {}
