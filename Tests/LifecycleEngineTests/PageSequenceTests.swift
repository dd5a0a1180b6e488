import LifecycleEngine
import LifecycleModel
import Testing

/// The questions a scroll-style page view controller asks its data source
/// (Content/evidence/wisdomskyduan-page-view-controller-swipes-ios9.log), input by input.
@Suite("PageSequence: drags, swipes and data-source questions, input by input")
struct PageSequenceTests {
    @Test("The data source returns the neighbours in the declared order, nil past the ends")
    func neighbours() {
        let pages = PageSequence(pages: ["A", "B", "C"])
        #expect(pages.current == "A")
        #expect(pages.neighbour(of: "A", .forward) == "B")
        #expect(pages.neighbour(of: "A", .reverse) == nil)
        #expect(pages.neighbour(of: "C", .forward) == nil)
        #expect(pages.neighbour(of: "C", .reverse) == "B")
    }

    @Test("The first drag asks after, then before; a drag given up asks nothing more")
    func firstDrag() {
        var pages = PageSequence(pages: ["A", "B", "C"])
        let first = pages.beginDrag(.forward)
        #expect(first == .success(PageSequence.Drag(questions: [.forward, .reverse], incoming: "B")))
        let second = pages.beginDrag(.forward)
        #expect(second == .success(PageSequence.Drag(questions: [], incoming: "B")))
        #expect(pages.current == "A")
    }

    @Test("A completed swipe asks at once for the page beyond, and knows the page it came from")
    func completedSwipe() {
        var pages = PageSequence(pages: ["A", "B", "C"])
        _ = pages.beginDrag(.forward)
        let forward = pages.complete(.forward)
        #expect(forward.previous == "A" && forward.question == .forward)
        #expect(pages.current == "B")
        #expect(pages.asked == [.forward, .reverse])
        let back = pages.beginDrag(.reverse)
        #expect(back == .success(PageSequence.Drag(questions: [], incoming: "A")))
        let reverse = pages.complete(.reverse)
        #expect(reverse.previous == "B" && reverse.question == .reverse)
        #expect(pages.current == "A")
    }

    @Test("A drag past the first or last page is refused")
    func pastTheEnds() {
        var pages = PageSequence(pages: ["A", "B"])
        #expect(pages.beginDrag(.reverse) == .failure(RuleViolation("cannot swipe to the page before A: the data source has none (A is the first page)")))
        _ = pages.beginDrag(.forward)
        _ = pages.complete(.forward)
        #expect(pages.beginDrag(.forward) == .failure(RuleViolation("cannot swipe to the page after B: the data source has none (B is the last page)")))
    }
}
