// swift-tools-version:6.0
// statement-import: bank and card statement PDFs to a verified, categorised ledger.
// No package dependencies: the toolchain plus the system libraries poppler-glib, sqlite3 and libpq.
import PackageDescription

let package = Package(
    name: "statement-import",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "statement-import", targets: ["statement-import"]),
        .executable(name: "make-sample-statements", targets: ["make-sample-statements"]),
        .executable(name: "statement-import-bench", targets: ["statement-import-bench"]),
    ],
    targets: [
        // System libraries: found through pkg-config, installed by apt or Homebrew.
        .systemLibrary(
            name: "CPopplerGlib",
            pkgConfig: "poppler-glib",
            providers: [.apt(["libpoppler-glib-dev"]), .brew(["poppler"])]
        ),
        .systemLibrary(
            name: "CSQLite3",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        .systemLibrary(
            name: "CLibPQ",
            pkgConfig: "libpq",
            providers: [.apt(["libpq-dev"]), .brew(["libpq"])]
        ),
        // The only C code that includes <poppler.h>: plain C types out, nothing of glib leaks.
        .target(name: "CStatementPDF", dependencies: ["CPopplerGlib"]),
        // prctl(2) for the process itself (no core file, undumpable, die with the parent): Swift does
        // not import variadic C functions.
        .target(name: "CProcessControl"),

        // The general toolbox, nothing about statements: the configuration file, the XDG folders,
        // SHA-256, JSON, the CSV writer and the concurrency helpers.
        .target(name: "Toolbox"),
        // Pure Swift, no C: money, dates, the statement model, the parser and verification.
        .target(name: "StatementCore", dependencies: ["Toolbox"]),
        // Pure Swift: the categorisation chain, rule files and learned memory.
        .target(name: "Categorisation", dependencies: ["StatementCore"]),
        // Positioned text from PDFs, page by page, over the C shim.
        .target(name: "PDFText", dependencies: ["CStatementPDF", "StatementCore"]),
        // The shared ledger, in a SQLite file or on a PostgreSQL server.
        .target(name: "LedgerStore", dependencies: ["CSQLite3", "CLibPQ", "Toolbox", "StatementCore", "Categorisation"]),
        // The optional remote categoriser (OpenAI-compatible or /categorize); the only user of
        // FoundationNetworking (URLSession).
        .target(name: "RemoteCategoriser", dependencies: ["Toolbox", "StatementCore", "Categorisation"]),
        // Writes simple statement PDFs: the samples and the benchmarks' large statements.
        .target(name: "StatementPDFWriter", dependencies: ["Toolbox", "StatementCore"]),
        // The use cases (read, import, recategorise, review, rules, export, check, batch) and AppError.
        .target(
            name: "StatementImport",
            dependencies: [
                "Toolbox", "StatementCore", "PDFText", "LedgerStore", "Categorisation", "RemoteCategoriser", "CProcessControl",
            ]),
        // Argument parsing, rendering and exit codes; the executable is a thin entry point.
        .target(
            name: "StatementImportCLI",
            dependencies: [
                "StatementImport", "Toolbox", "StatementCore", "PDFText", "LedgerStore", "Categorisation", "RemoteCategoriser", "CProcessControl",
            ]
        ),
        .executableTarget(name: "statement-import", dependencies: ["StatementImportCLI"]),
        .executableTarget(name: "make-sample-statements", dependencies: ["StatementPDFWriter"]),
        .executableTarget(
            name: "statement-import-bench",
            dependencies: [
                "Toolbox", "StatementCore", "PDFText", "LedgerStore", "Categorisation", "StatementPDFWriter", "StatementImport",
            ]
        ),

        // What several test targets share: one loopback HTTP server, one temporary-folder helper and
        // a throwaway PostgreSQL cluster. It imports none of the product's targets, so a release
        // build of every target (the README's first command) compiles it too.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "StatementCoreTests", dependencies: ["TestSupport", "Toolbox", "StatementCore"]),
        .testTarget(name: "PDFTextTests", dependencies: ["TestSupport", "PDFText", "StatementCore", "StatementPDFWriter"]),
        .testTarget(
            name: "LedgerStoreTests", dependencies: ["TestSupport", "Toolbox", "LedgerStore", "StatementCore", "Categorisation"]),
        .testTarget(name: "CategorisationTests", dependencies: ["TestSupport", "Categorisation", "StatementCore"], exclude: ["Fixtures"]),
        .testTarget(
            name: "StatementImportTests",
            dependencies: [
                "TestSupport", "Toolbox", "StatementImport", "StatementCore", "StatementPDFWriter", "LedgerStore", "RemoteCategoriser",
            ]),
        .testTarget(name: "StatementPDFWriterTests", dependencies: ["StatementPDFWriter"]),
        .testTarget(
            name: "RemoteCategoriserTests", dependencies: ["TestSupport", "Toolbox", "RemoteCategoriser", "Categorisation", "StatementCore"]),
        .testTarget(
            name: "StatementImportCLITests",
            dependencies: [
                "TestSupport", "Toolbox", "StatementImportCLI", "StatementImport", "StatementPDFWriter", "LedgerStore", "PDFText", "StatementCore",
            ],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
