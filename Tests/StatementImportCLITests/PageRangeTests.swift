import StatementImport
import Testing
import StatementImportCLI

@Suite struct PageRangeTests {
    @Test func singlePage() throws {
        #expect(try PageRange.parse("3") == 3...3)
    }

    @Test func closedRange() throws {
        #expect(try PageRange.parse("1-3") == 1...3)
        #expect(try PageRange.parse("2-2") == 2...2)
    }

    @Test func openEndedRunsToTheEnd() throws {
        #expect(try PageRange.parse("4-") == 4...Int.max)
    }

    @Test(arguments: ["", "0", "-3", "3-1", "a", "1-b", "1-2-3", "1.5", " 1"])
    func rejectsWhatIsNotAPageRange(_ text: String) {
        #expect {
            try PageRange.parse(text)
        } throws: { error in
            guard let error = error as? AppError else { return false }
            return error.category == .usage && error.message.contains("is not a page range")
        }
    }
}
