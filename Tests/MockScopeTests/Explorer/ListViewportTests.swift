import ExplorerCore
import Testing

/// The one cursor-and-scroll type every pane and box uses, checked by value.
@Suite("Explorer list viewport")
struct ListViewportTests {
    /// 100 rows, 10 on screen.
    static func hundred(cursor: Int = 0, top: Int = 0) -> ListViewport {
        ListViewport(count: 100, height: 10, cursor: cursor, top: top)
    }

    @Test func anEmptyListKeepsItsCursorAndTopAtZero() {
        var viewport = ListViewport(count: 0, height: 10)
        for motion: ListViewport.Motion in [.rows(3), .pages(2), .halfPages(-1), .end, .home] {
            viewport.moveCursor(motion)
            #expect(viewport.cursor == 0 && viewport.top == 0, "\(motion)")
            viewport.scroll(motion)
            #expect(viewport.top == 0, "\(motion)")
        }
        #expect(viewport.visibleRows.isEmpty)
    }

    @Test func aListShorterThanTheScreenNeverScrolls() {
        var viewport = ListViewport(count: 4, height: 10)
        viewport.moveCursor(.end)
        #expect(viewport.cursor == 3 && viewport.top == 0)
        viewport.scroll(.rows(5))
        #expect(viewport.top == 0)
        viewport = ListViewport(count: 4, height: 10, cursor: 3, top: 2)
        viewport.keepCursorVisible()
        #expect(viewport.top == 0, "a list that fits is shown from its first row")
    }

    @Test func theCursorMovesByRowsPagesAndToEitherEnd() {
        var viewport = Self.hundred()
        viewport.moveCursor(.rows(12))
        #expect(viewport.cursor == 12 && viewport.top == 3, "scrolled as little as shows the cursor")
        viewport.moveCursor(.rows(-5))
        #expect(viewport.cursor == 7 && viewport.top == 3)
        viewport.moveCursor(.rows(-5))
        #expect(viewport.cursor == 2 && viewport.top == 2)
        viewport.moveCursor(.pages(1))
        #expect(viewport.cursor == 11, "a page keeps one row of the last one in view")
        viewport.moveCursor(.halfPages(-1))
        #expect(viewport.cursor == 6)
        viewport.moveCursor(.end)
        #expect(viewport.cursor == 99 && viewport.top == 90)
        viewport.moveCursor(.rows(5))
        #expect(viewport.cursor == 99 && viewport.top == 90)
        viewport.moveCursor(.home)
        #expect(viewport.cursor == 0 && viewport.top == 0)
        viewport.moveCursor(.rows(-1))
        #expect(viewport.cursor == 0 && viewport.top == 0)
    }

    @Test func scrollingStopsAtTheLastFullPageAndLeavesTheCursor() {
        var viewport = Self.hundred(cursor: 4)
        viewport.scroll(.pages(20))
        #expect(viewport.top == 90 && viewport.lastTop == 90 && viewport.cursor == 4)
        viewport.scroll(.rows(-95))
        #expect(viewport.top == 0)
        viewport.scroll(to: 95)
        #expect(viewport.top == 90)
        viewport.scrollSideways(by: -8)
        #expect(viewport.left == 0)
        viewport.scrollSideways(by: 16)
        #expect(viewport.left == 16)
    }

    @Test func aCursorAtTheEndStaysOnScreenWhenTheListShrinksOrTheScreenGrows() {
        var viewport = Self.hundred(cursor: 99, top: 90)
        viewport.height = 30
        viewport.keepCursorVisible()
        #expect(viewport.top == 70, "a taller screen shows the rows above the cursor")
        #expect(viewport.visibleRows == 70..<100)
        viewport.height = 5
        viewport.keepCursorVisible()
        #expect(viewport.top == 95, "a shorter one scrolls as little as keeps the cursor on it")
        viewport.moveCursor(.rows(0))
        #expect(viewport.top == 95)
        viewport.count = 20
        viewport.moveCursor(to: viewport.cursor)
        #expect(viewport.cursor == 19 && viewport.top == 15)
    }

    @Test func revealingARowCentresItOnlyWhenItIsOffScreen() {
        var viewport = Self.hundred(top: 20)
        viewport.reveal(25)
        #expect(viewport.top == 20)
        viewport.reveal(60)
        #expect(viewport.top == 55)
        viewport.reveal(2)
        #expect(viewport.top == 0)
    }

    @Test func rowsInsertedAboveKeepTheCursorsRowWhereItWas() {
        var viewport = Self.hundred(cursor: 30, top: 25)
        viewport.insertRows(above: 7, count: 110)
        #expect(viewport.cursor == 37 && viewport.top == 32)
        viewport.insertRows(above: 0, count: 120)
        #expect(viewport.cursor == 37 && viewport.top == 32, "rows below move nothing")
    }

    @Test func rowsInsertedAboveNeverScrollPastTheLastFullPage() {
        var viewport = ListViewport(count: 1, height: 26)
        viewport.insertRows(above: 2, count: 3)
        #expect(viewport.cursor == 2 && viewport.top == 0, "everything fits: the list stays at the top")
        viewport = ListViewport(count: 20, height: 10, cursor: 15, top: 10)
        viewport.insertRows(above: 1, count: 21)
        #expect(viewport.cursor == 16 && viewport.top == 11)
    }

    @Test func aCursorOnTheFirstRowKeepsTheListAtItsTop() {
        var viewport = ListViewport(count: 50, height: 10)
        viewport.insertRows(above: 4, count: 54)
        #expect(viewport.cursor == 4 && viewport.top == 0, "the rows found above come into view")
        viewport = ListViewport(count: 50, height: 10)
        viewport.insertRows(above: 15, count: 65)
        #expect(viewport.cursor == 15 && viewport.top == 6, "scrolled only as far as keeps the cursor on screen")
        viewport = ListViewport(count: 1, height: 10)
        viewport.insertRows(above: 0, count: 5)
        #expect(viewport.cursor == 0 && viewport.top == 0)
    }
}
