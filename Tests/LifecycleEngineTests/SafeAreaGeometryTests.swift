import LifecycleEngine
import Testing

@Suite("SafeAreaGeometry: the part of the unsafe edges a view overlaps, value by value")
struct SafeAreaGeometryTests {
    static let portrait = Size(393, 852)
    static let landscape = Size(852, 393)
    static var island: EdgeInsets { SafeAreaGeometry.windowInsets(screen: .dynamicIsland, orientation: .portrait) }
    static var islandLandscape: EdgeInsets { SafeAreaGeometry.windowInsets(screen: .dynamicIsland, orientation: .landscape) }

    @Test("The window's unsafe edges per screen and orientation")
    func windowInsets() {
        #expect(Self.island == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(Self.islandLandscape == EdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        #expect(SafeAreaGeometry.windowInsets(screen: .homeButton, orientation: .portrait) == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(SafeAreaGeometry.windowInsets(screen: .homeButton, orientation: .landscape) == .zero)
        #expect(SafeAreaGeometry.windowInsets(screen: .none, orientation: .portrait) == .zero)
    }

    @Test("A full-screen view has the window's insets")
    func fullScreen() {
        #expect(SafeAreaGeometry.insets(of: Rect(0, 0, 393, 852), unsafe: Self.island, screen: Self.portrait) == Self.island)
    }

    @Test("A view 20 points down overlaps the top by 39 (csl.cool's printed value)")
    func partlyCovered() {
        #expect(SafeAreaGeometry.insets(of: Rect(0, 20, 393, 832), unsafe: Self.island, screen: Self.portrait)
            == EdgeInsets(top: 39, left: 0, bottom: 34, right: 0))
    }

    @Test("A view inside the safe area has none; turning the device can change that")
    func safeThenNot() {
        let badge = Rect(20, 300, 40, 40)
        #expect(SafeAreaGeometry.insets(of: badge, unsafe: Self.island, screen: Self.portrait) == .zero)
        #expect(SafeAreaGeometry.insets(of: badge, unsafe: Self.islandLandscape, screen: Self.landscape)
            == EdgeInsets(top: 0, left: 39, bottom: 0, right: 0))
    }

    @Test("An inset never exceeds the view's own size")
    func clamped() {
        #expect(SafeAreaGeometry.insets(of: Rect(0, 0, 393, 10), unsafe: Self.island, screen: Self.portrait)
            == EdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
    }

    @Test("A bar adds to the window's edge")
    func bars() {
        #expect(Self.island.adding(EdgeInsets(top: 44, left: 0, bottom: 0, right: 0)) == EdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
    }
}
