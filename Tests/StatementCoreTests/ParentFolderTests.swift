import Testing

@testable import StatementCore
import Toolbox

/// ParentFolder stands in for NSString.deletingLastPathComponent, which traps on one-character paths.
struct ParentFolderTests {
    @Test(arguments: [
        ("x", ""), (".", ""), ("-", ""), ("x/", ""), ("ledger.sqlite", ""), ("/x", "/"), ("/", "/"),
        ("a/b", "a"), ("./x", "."), ("/home/me/ledger.sqlite", "/home/me"), ("a//b", "a"), ("a/b/", "a"),
    ])
    func theFolderOfAPath(path: String, folder: String) {
        #expect(ParentFolder.of(path) == folder, "\(path)")
    }
}
