@testable import LifelineDocs
import Testing

/// What a build that ends the process made is left to the exit: held, never freed.
@Suite struct ExitHoldTests {
    final class Made {}

    @Test("A value kept is not freed when its last other reference goes")
    func kept() {
        weak var kept: Made?
        weak var dropped: Made?
        do {
            let made = Made(), other = Made()
            kept = made
            dropped = other
            ExitHold.keep(made, 42, "text")
        }
        #expect(kept != nil)
        #expect(dropped == nil)
    }
}
