import Testing
import Toolbox

/// Summaries say "1 file" and "1 row needs review": "1 files" reads as a mistake in the figure.
struct CountedTests {
    @Test func theNounIsSingularForExactlyOne() {
        #expect("\(Counted(1, "file"))" == "1 file")
        #expect("\(Counted(0, "file"))" == "0 files")
        #expect("\(Counted(2, "row"))" == "2 rows")
        #expect("\(Counted(Int64(-1), "row"))" == "-1 rows")
        #expect("\(Counted(1, "category", plural: "categories"))" == "1 category")
        #expect("\(Counted(3, "category", plural: "categories"))" == "3 categories")
    }

    @Test func theVerbAgreesWithTheCount() {
        let one = Counted(1, "row"), two = Counted(2, "row")
        #expect("\(one) \(one.verb("needs", "need")) review" == "1 row needs review")
        #expect("\(two) \(two.verb("needs", "need")) review" == "2 rows need review")
    }
}
