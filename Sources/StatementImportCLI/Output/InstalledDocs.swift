import Foundation

/// Where help sends people to read more: `docs/NAME.md` in a checkout, the copy `scripts/install`
/// put in PREFIX/share/doc/statement-import when this binary runs from PREFIX/bin, since an
/// installed tool has no checkout beside it.
enum InstalledDocs {
    /// PREFIX/share/doc/statement-import beside this executable, when it is there.
    static func folder(executable: String = BatchWorkerCommand.executablePath()) -> String? {
        let prefix = URL(fileURLWithPath: executable).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        let folder = prefix.appendingPathComponent("share/doc/statement-import").path
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) && isFolder.boolValue ? folder : nil
    }

    /// `text` with each `docs/NAME.md` the installed folder holds written as its installed path.
    static func pointed(_ text: String, folder: String? = InstalledDocs.folder()) -> String {
        guard let folder, text.contains("docs/") else { return text }
        var result = text
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where name.hasSuffix(".md") {
            result = result.replacingOccurrences(of: "docs/" + name, with: folder + "/" + name)
        }
        return result
    }
}
