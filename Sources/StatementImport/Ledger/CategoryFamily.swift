import Categorisation

/// A category and every category below it: `restaurants` takes the rows of a `coffee` a person
/// added under it, in a budget and in every `--category` filter alike.
enum CategoryFamily {
    static func members(of id: String, in categories: [Category]) -> Set<String> {
        var members: Set<String> = [id]
        var grew = true
        while grew {
            let children = categories.filter { $0.parent.map(members.contains) ?? false }.map(\.id)
            grew = !Set(children).isSubset(of: members)
            members.formUnion(children)
        }
        return members
    }
}
