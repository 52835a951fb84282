import Testing

@testable import StatementCore

/// The trace's lines as the stages noted them: where two stages claim a line, `LineClaim`'s
/// order says which the trace tells.
@Suite struct LineNotesTests {
    @Test func theFirstClaimInTheOrderIsTold() {
        var notes = LineNotes()
        notes.note(0, .tableLine, .continuation, "wrapped description")
        notes.note(0, .row, .row, "date 2024-01-02")
        notes.note(0, .unexplained, .unexplained, "a date and an amount")
        #expect(notes.chosen(0)?.role == .row)
        #expect(notes.chosen(0)?.reading == "date 2024-01-02")
        #expect(notes.chosen(1) == nil)
    }

    @Test func theFirstNoteOfAClaimStands() {
        var notes = LineNotes()
        notes.note(3, .balance, .balance, "the opening balance")
        notes.note(3, .balance, .balance, "the stated balance")
        #expect(notes.chosen(3)?.reading == "the opening balance")
    }

    @Test func aLineAfterTheTableEndIsLeftOutOnlyWhenNoFigureIsReadOnIt() {
        var notes = LineNotes()
        notes.note(5, .afterTableEnd, .leftOut, "after the table's end")
        notes.note(5, .furniture, .furniture, "a page footer")
        #expect(notes.chosen(5)?.role == .leftOut)
        // An opening figure takes no role of its own, yet keeps the line from being left out.
        notes.note(5, .printedFigure, nil, "")
        #expect(notes.chosen(5)?.role == .furniture)
        notes.note(6, .afterTableEnd, .leftOut, "after the table's end")
        notes.note(6, .balance, .balance, "the closing balance")
        #expect(notes.chosen(6)?.role == .balance)
    }

    @Test func aPageNumberIsToldOverAHeadingOrAFooterButNeverOverARowOrAnUnexplainedLine() {
        var notes = LineNotes()
        for (index, claim, role) in [(0, LineClaim.repeated, ParseTrace.Line.Role.furniture), (1, .sectionHeading, .sectionHeading)] {
            notes.note(index, claim, role, "as a stage read it")
            notes.note(index, .pageNumber, .pageNumber, "page numbering")
            #expect(notes.chosen(index)?.role == .pageNumber)
        }
        // Claimed by no stage but the numbering: it is not ignored.
        notes.note(2, .pageNumber, .pageNumber, "page numbering")
        #expect(notes.chosen(2)?.role == .pageNumber)
        notes.note(3, .row, .row, "date 2024-01-02")
        notes.note(3, .pageNumber, .pageNumber, "page numbering")
        #expect(notes.chosen(3)?.role == .row)
        // A date and an amount no stage read stay unexplained, page number or not; a heading's
        // role with it still gives way to the numbering, as it did before the unexplained note.
        notes.note(4, .unexplained, .unexplained, "a date and an amount")
        notes.note(4, .pageNumber, .pageNumber, "page numbering")
        #expect(notes.chosen(4)?.role == .unexplained)
        notes.note(5, .unexplained, .unexplained, "a date and an amount")
        notes.note(5, .furniture, .furniture, "a page footer")
        notes.note(5, .pageNumber, .pageNumber, "page numbering")
        #expect(notes.chosen(5)?.role == .pageNumber)
    }

    @Test func aReadingNotTracedNotesNothing() {
        var recorder = ReadingRecorder(tracing: false)
        var made = false
        func reading() -> String {
            made = true
            return "a row"
        }
        recorder.note(0, .row, .row, reading())
        #expect(recorder.lines.chosen(0) == nil)
        #expect(!made)
    }
}
