/// Which page is being drawn, for "Page 2 of 5" and first-page-only blocks.
struct PrintedTablePageContext {
    var number: Int
    var count: Int

    var isFirst: Bool { number == 1 }
    var isLast: Bool { number == count }
}
