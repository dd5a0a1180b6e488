@testable import LifecycleDiagrams
import Testing

@Suite("Straight cubic segments written as lines")
struct StraightSegmentsTests {
    private func shortened(_ data: String) -> String? {
        StraightSegments.shortened(ArraySlice(data.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test("A horizontal call, either way, becomes H; a vertical lifeline becomes V")
    func straight() {
        #expect(shortened("M41.02,-31283C60.51,-31283 445.08,-31283 505.53,-31283") == "M41.02,-31283H505.53")
        #expect(shortened("M505.53,-100C445.08,-100 60.51,-100 41.02,-100") == "M505.53,-100H41.02")
        #expect(shortened("M55.94,-776C55.94,-700 55.94,-90.5 55.94,-36") == "M55.94,-776V-36")
    }

    @Test("A rounded box keeps its corners and loses its straight sides' control points")
    func roundedBox() {
        #expect(shortened(
            "M56.1,-2753C56.1,-2753 24.1,-2753 24.1,-2753 18.1,-2753 12.1,-2747 12.1,-2741 12.1,-2741 12.1,-2729 12.1,-2729 "
                + "12.1,-2723 18.1,-2717 24.1,-2717 24.1,-2717 56.1,-2717 56.1,-2717 62.1,-2717 68.1,-2723 68.1,-2729 "
                + "68.1,-2729 68.1,-2741 68.1,-2741 68.1,-2747 62.1,-2753 56.1,-2753")
            == "M56.1,-2753H24.1C18.1,-2753 12.1,-2747 12.1,-2741V-2729C12.1,-2723 18.1,-2717 24.1,-2717H56.1"
                + "C62.1,-2717 68.1,-2723 68.1,-2729V-2741C68.1,-2747 62.1,-2753 56.1,-2753")
    }

    @Test("Curves, a line whose control point lies beyond its end (it would turn back), a point and other data stay")
    func leftAlone() {
        #expect(shortened("M364.49,-253.49C358.16,-242.62 349,-229.24 338,-220 329.25,-212.64 318.39,-206.7 308.07,-202.1") == nil)
        #expect(shortened("M0,5C120,5 -20,5 100,5") == nil)
        #expect(shortened("M10,5C10,5 10,5 10,5") == nil)
        // Almost horizontal: one y differs by a hundredth.
        #expect(shortened("M0,5C10,5 20,5.01 30,5") == nil)
        // Not Graphviz's form, or more decimals than it prints: not read, so not touched.
        #expect(shortened("M0,5L30,5") == nil)
        #expect(shortened("M0,5C10,5 20,5 30,5Z") == nil)
        #expect(shortened("M0,5C10,5 20,5") == nil)
        #expect(shortened("M0.001,5C10,5 20,5 30,5") == nil)
        #expect(shortened("") == nil)
    }
}
