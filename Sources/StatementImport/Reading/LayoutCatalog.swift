import Foundation
import StatementCore

/// The layout profiles: the user's (`~/.config/statement-import/layouts/`) before the shipped ones
/// (`Rules/layouts/`), files ending in `.layout`; a name the user defines hides the shipped one.
public enum LayoutCatalog {
    public static func load(_ folders: RuleFolders) throws(AppError) -> [LayoutProfile] {
        var profiles: [LayoutProfile] = []
        for directory in folders.layoutFolders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for name in names.sorted() where name.hasSuffix(".layout") {
                let path = directory + "/" + name
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                do {
                    let profile = try LayoutProfile.parse(String(decoding: data, as: UTF8.self), file: path)
                    if !profiles.contains(where: { $0.name == profile.name }) { profiles.append(profile) }
                } catch {
                    throw AppError(.configuration, "\(LedgerFailure.oneLine(String(describing: error))): fix the layout file or move it away")
                }
            }
        }
        return profiles
    }

    /// The CSV layout profiles (docs/formats.md), files ending in `.csv-layout` in the same
    /// folders, the user's first; a name the user defines hides the shipped one.
    public static func loadCSV(_ folders: RuleFolders) throws(AppError) -> [CSVLayoutProfile] {
        var profiles: [CSVLayoutProfile] = []
        for directory in folders.layoutFolders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            for name in names.sorted() where name.hasSuffix(".csv-layout") {
                let path = directory + "/" + name
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                do {
                    var profile = try CSVLayoutProfile.parse(String(decoding: data, as: UTF8.self))
                    profile.source = path
                    if !profiles.contains(where: { $0.name == profile.name }) { profiles.append(profile) }
                } catch {
                    throw AppError(.configuration, "\(path): \(error.description): fix the CSV layout file or move it away")
                }
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
