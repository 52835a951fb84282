import Testing
@testable import LedgerStore

/// What needs no server: placeholders, the URL as printed, and the schema's two dialects agreeing.
@Suite struct PostgreSQLSyntaxTests {
    @Test func placeholdersAreNumberedOutsideLiteralsAndComments() {
        let (sql, count) = PostgreSQLPlaceholders.numbered(
            """
            SELECT '?', "a?b", x FROM t -- why?
            WHERE a = ? AND b = 'it''s ?' AND c IN (?, ?)
            """)
        #expect(count == 3)
        #expect(
            sql == """
                SELECT '?', "a?b", x FROM t -- why?
                WHERE a = $1 AND b = 'it''s ?' AND c IN ($2, $3)
                """)
    }

    @Test func aPasswordNeverShowsInTheLocation() {
        #expect(
            PostgreSQLURL.redacted("postgresql://anna:s3cret@db.example.org:5432/household?sslmode=require")
                == "postgresql://anna@db.example.org:5432/household?sslmode=require")
        #expect(
            PostgreSQLURL.redacted("postgres://anna@db/ledger?password=s3cret&sslmode=verify-full")
                == "postgres://anna@db/ledger?sslmode=verify-full")
        #expect(PostgreSQLURL.redacted("postgresql://db/ledger?password=x") == "postgresql://db/ledger")
        #expect(PostgreSQLURL.redacted("postgresql:///ledger?host=/tmp/socket") == "postgresql:///ledger?host=/tmp/socket")
        #expect(LedgerLocation.backend(of: "POSTGRESQL://h/d") == .postgresql)
        #expect(LedgerLocation.backend(of: "/home/anna/postgresql://x") == .sqlite)
        #expect(LedgerLocation.backend(of: "ledger.sqlite") == .sqlite)
    }

    @Test func bothDialectsHaveTheSameVersionAndTables() {
        #expect(LedgerSchema.postgresqlMigrations.count == LedgerSchema.migrations.count)
        let tables = { (script: String) in
            Set(
                script.split(separator: "\n").compactMap { line -> String? in
                    let words = line.split(separator: " ")
                    guard words.count >= 3, words[0] == "CREATE", words[1] == "TABLE" else { return nil }
                    return String(words[2])
                })
        }
        let sqlite = LedgerSchema.migrations.map(tables).reduce(Set()) { $0.union($1) }
            .subtracting(["statements_v2", "accounts_v3"])
        let postgresql = LedgerSchema.postgresqlMigrations.map(tables).reduce(Set()) { $0.union($1) }
        #expect(postgresql.subtracting(["schema_version"]) == sqlite)
    }
}
