extension TableState {
    /// A reading that starts the table above its first header (`TableBounds.Start`): the rows
    /// from here on are the table's, their money told by the header found further down when the
    /// reading says so, else by position, as in a table without a header.
    mutating func startsEarly(_ start: TableBounds.Start) {
        let page = readings[start.at.index].line.page
        if let place = start.header, place.index < kinds.count, case .header(let layout) = kinds[place.index] {
            header = layout
            besideDescription = TableReader.columnsBesideDescription(layout)
            dateBeside = besideDescription.contains { $0.column.role == .date }
        }
        active = true
        tablePage = page
        // A balance brought forward is looked for up to the table's first page.
        firstTablePage = min(firstTablePage ?? page, page)
    }
}
