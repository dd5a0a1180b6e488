import LifecycleEngine
import LifecycleModel
import Testing

@Suite("Size classes and popovers: what a window's width decides")
struct AdaptationTests {
    @Test("An iPad window is compact below 678 points wide, regular from there")
    func windowWidths() {
        #expect(WindowSizeClass.horizontal(width: 320) == .compact)
        #expect(WindowSizeClass.horizontal(width: 639) == .compact)
        #expect(WindowSizeClass.horizontal(width: 677) == .compact)
        #expect(WindowSizeClass.horizontal(width: 678) == .regular)
        #expect(WindowSizeClass.horizontal(width: 1024) == .regular)
    }

    @Test("A popover stays a popover in a regular window; the delegate is not asked")
    func regular() {
        #expect(PopoverAdaptation.resolve(horizontal: .regular, delegateAnswer: .style(.fullScreen), profile: .iOS26) == PopoverAdaptation.Outcome(shown: .popover, asksDelegate: false))
    }

    @Test("In a compact window a popover adapts: a sheet from iOS 13, full screen before; the delegate can keep it or choose")
    func compact() {
        #expect(PopoverAdaptation.resolve(horizontal: .compact, delegateAnswer: nil, profile: .iOS26) == PopoverAdaptation.Outcome(shown: .pageSheet, asksDelegate: false))
        #expect(PopoverAdaptation.resolve(horizontal: .compact, delegateAnswer: nil, profile: .iOS6to12) == PopoverAdaptation.Outcome(shown: .fullScreen, asksDelegate: false))
        #expect(PopoverAdaptation.resolve(horizontal: .compact, delegateAnswer: PopoverAdaptation.Answer.none, profile: .iOS17) == PopoverAdaptation.Outcome(shown: .popover, asksDelegate: true))
        #expect(PopoverAdaptation.resolve(horizontal: .compact, delegateAnswer: .style(.overFullScreen), profile: .iOS17) == PopoverAdaptation.Outcome(shown: .overFullScreen, asksDelegate: true))
    }

    @Test("A popover asked for in a compact window is shown as the profile's adapted style, with a remark; in a regular one, as a popover")
    func onIPhone() {
        let (style, remark) = PresentationRules.resolve(.popover, profile: .iOS26)
        #expect(style == .pageSheet)
        #expect(remark == "a popover in a horizontally compact window adapts")
        #expect(PresentationRules.resolve(.popover, profile: .iOS6to12).0 == .fullScreen)
        #expect(PresentationRules.resolve(.popover, profile: .iOS17, horizontal: .regular) == (.popover, nil))
    }
}
