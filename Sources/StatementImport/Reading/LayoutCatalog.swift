import Foundation
import StatementCore

/// The layout profiles: the user's (`~/.config/statement-import/layouts/`) before the shipped ones
/// (`Rules/layouts/`), files ending in `.layout`; a name the user defines hides the shipped one.
public enum LayoutCatalog {
    public static func load(_ folders: RuleFolders) throws(AppError) -> [LayoutProfile] {
        try profiles(in: folders, ending: ".layout", name: \.name) { text, path throws(AppError) in
            do {
                return try LayoutProfile.parse(text, file: path)
            } catch {
                throw AppError(.configuration, "\(LedgerFailure.oneLine(String(describing: error))): fix the layout file or move it away")
            }
        }
    }

    /// The CSV layout profiles (docs/formats.md), files ending in `.csv-layout` in the same
    /// folders, the user's first; a name the user defines hides the shipped one.
    public static func loadCSV(_ folders: RuleFolders) throws(AppError) -> [CSVLayoutProfile] {
        try profiles(in: folders, ending: ".csv-layout", name: \.name) { text, path throws(AppError) in
            do throws(StructuredFormatError) {
                var profile = try CSVLayoutProfile.parse(text)
                profile.source = path
                return profile
            } catch {
                throw AppError(.configuration, "\(path): \(error.description): fix the CSV layout file or move it away")
            }
        }
    }

    /// Each file ending in `suffix` in the layout folders, the user's folder first, read by `parse`
    /// (its text and path); of two profiles of one name the first is kept.
    private static func profiles<Profile>(
        in folders: RuleFolders, ending suffix: String, name: (Profile) -> String,
        parse: (String, String) throws(AppError) -> Profile
    ) throws(AppError) -> [Profile] {
        var profiles: [Profile] = []
        for directory in folders.layoutFolders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for file in names.sorted() where file.hasSuffix(suffix) {
                let path = directory + "/" + file
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                let profile = try parse(String(decoding: data, as: UTF8.self), path)
                if !profiles.contains(where: { name($0) == name(profile) }) { profiles.append(profile) }
            }
        }
        return profiles
    }

    public static func named(_ name: String, in profiles: [LayoutProfile]) throws(AppError) -> LayoutProfile {
        guard let profile = profiles.first(where: { $0.name == name }) else {
            let known = profiles.map(\.name).joined(separator: ", ")
            throw .usage("no layout named '\(name)': see `statement-import layouts` (known: \(known.isEmpty ? "none" : known))")
        }
        return profile
    }
}
