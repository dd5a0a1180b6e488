import LifecycleModel

/// A scroll-style page view controller's pages, the one it shows, and what it has asked its data
/// source about.
///
/// The data source returns the page before or after a page in the declared order (nil past the
/// ends). What it is asked, and when, follows Content/evidence/wisdomskyduan-page-view-controller-swipes-ios9.log
/// (iOS 9.1): the first drag on a page set by the app asks for the page after it, then the page
/// before it; a drag that gives up asks nothing more; a completed swipe asks, at once, for the page
/// beyond the new one in the direction of travel (the page it came from is known).
public struct PageSequence: Sendable, Equatable {
    public enum Direction: String, Sendable, CaseIterable {
        /// The page after the current one (the user swipes leftwards).
        case forward
        /// The page before it.
        case reverse
    }

    public let pages: [ObjectID]
    public private(set) var current: ObjectID
    /// The neighbours of the current page the data source has been asked about.
    public private(set) var asked: Set<Direction> = []

    public init(pages: [ObjectID]) {
        self.pages = pages
        current = pages[0]
    }

    /// What the data source returns for the neighbour of `page` in `direction`.
    public func neighbour(of page: ObjectID, _ direction: Direction) -> ObjectID? {
        guard let index = pages.firstIndex(of: page) else { return nil }
        let next = direction == .forward ? index + 1 : index - 1
        return pages.indices.contains(next) ? pages[next] : nil
    }

    /// What a drag asks the data source, and the page it brings in.
    public struct Drag: Sendable, Equatable {
        public var questions: [Direction]
        public var incoming: ObjectID

        public init(questions: [Direction], incoming: ObjectID) {
            self.questions = questions
            self.incoming = incoming
        }
    }

    /// A drag begins: the questions the data source hears first, after then before, each once a page.
    public mutating func beginDrag(_ direction: Direction) -> Result<Drag, RuleViolation> {
        guard let incoming = neighbour(of: current, direction) else {
            let side = direction == .forward ? "after" : "before"
            return .failure(RuleViolation("cannot swipe to the page \(side) \(current): the data source has none (\(current) is the \(direction == .forward ? "last" : "first") page)"))
        }
        let questions = [Direction.forward, .reverse].filter { !asked.contains($0) }
        asked.formUnion(questions)
        return .success(Drag(questions: questions, incoming: incoming))
    }

    /// The swipe completes: the incoming page becomes current; the question it asks at once.
    public mutating func complete(_ direction: Direction) -> (previous: ObjectID, question: Direction) {
        let previous = current
        current = neighbour(of: current, direction)!
        asked = [direction == .forward ? .reverse : .forward, direction]
        return (previous, direction)
    }
}
