import Testing

@testable import MockPipeline

@Suite struct LineDiffTests {
    @Test func equalTextsHaveNoDiff() {
        #expect(LineDiff.unified(old: "a\nb\n", new: "a\nb\n", oldName: "a", newName: "b") == nil)
    }

    @Test func editsAreAShortestScript() {
        let edits = LineDiff.edits(
            from: ["a", "b", "c", "a", "b", "b", "a"], to: ["c", "b", "a", "b", "a", "c"])
        let changes = edits.filter { if case .same = $0 { false } else { true } }
        #expect(changes.count == 5)  // the classic example: distance 5
        #expect(
            edits.compactMap { if case .removed = $0 { nil } else { Self.text($0) } } == [
                "c", "b", "a", "b", "a", "c",
            ])
        #expect(
            edits.compactMap { if case .added = $0 { nil } else { Self.text($0) } } == [
                "a", "b", "c", "a", "b", "b", "a",
            ])
    }

    @Test func hunksKeepThreeLinesOfContextAndMergeWhenClose() {
        let old = (1...20).map { "line \($0)" }
        var new = old
        new[4] = "changed 5"
        new[9] = "changed 10"
        new[19] = "changed 20"
        let diff = LineDiff.unified(
            old: old.joined(separator: "\n") + "\n", new: new.joined(separator: "\n") + "\n",
            oldName: "a/F",
            newName: "b/F")
        #expect(
            diff == """
                --- a/F
                +++ b/F
                @@ -2,12 +2,12 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +changed 5
                 line 6
                 line 7
                 line 8
                 line 9
                -line 10
                +changed 10
                 line 11
                 line 12
                 line 13
                @@ -17,4 +17,4 @@
                 line 17
                 line 18
                 line 19
                -line 20
                +changed 20

                """)
    }

    @Test func additionsToAnEmptyTextAndAMissingFinalNewlineAreShown() {
        #expect(
            LineDiff.unified(old: "", new: "a\n", oldName: "a/F", newName: "b/F")
                == "--- a/F\n+++ b/F\n@@ -0,0 +1,1 @@\n+a\n")
        #expect(
            LineDiff.unified(old: "a\nb", new: "a\nb\n", oldName: "a/F", newName: "b/F")
                == "--- a/F\n+++ b/F\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+b\n")
    }

    @Test func editsAlwaysRebuildBothSides() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let old = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                ["a", "b", "c"].randomElement()!
            }
            let new = (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                ["a", "b", "c"].randomElement()!
            }
            let edits = LineDiff.edits(from: old, to: new)
            #expect(edits.compactMap { if case .added = $0 { nil } else { Self.text($0) } } == old)
            #expect(edits.compactMap { if case .removed = $0 { nil } else { Self.text($0) } } == new)
        }
    }

    @Test func largeRewritesFinishAndStillDescribeEveryLine() {
        let old = (0..<5_000).map { "old \($0)" }
        let new = (0..<5_000).map { "new \($0)" }
        let edits = LineDiff.edits(from: old, to: new)
        #expect(edits.count == 10_000)
    }

    private static func text(_ edit: LineDiff.Edit) -> String {
        switch edit {
        case .same(let line), .removed(let line), .added(let line): line
        }
    }
}
