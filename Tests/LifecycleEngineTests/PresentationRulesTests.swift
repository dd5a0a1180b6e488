import LifecycleEngine
import LifecycleModel
import Testing

@Suite("PresentationRules: the style a modal presentation gets")
struct PresentationRulesTests {
    @Test("The default style: full screen before iOS 13, page sheet since")
    func defaults() {
        #expect(PresentationRules.resolve(nil, profile: .iOS5) == (.fullScreen, nil))
        #expect(PresentationRules.resolve(nil, profile: .iOS6to12) == (.fullScreen, nil))
        #expect(PresentationRules.resolve(nil, profile: .iOS13to16) == (.pageSheet, "the default presentation style is page sheet since iOS 13"))
        #expect(PresentationRules.resolve(nil, profile: .iOS17) == (.pageSheet, "the default presentation style is page sheet since iOS 13"))
    }

    @Test("A page sheet on an iPhone before iOS 13 is shown full screen")
    func pageSheetBeforeIOS13() {
        #expect(PresentationRules.resolve(.pageSheet, profile: .iOS6to12) == (.fullScreen, "before iOS 13 a page sheet on an iPhone is shown full screen"))
        #expect(PresentationRules.resolve(.pageSheet, profile: .iOS13to16) == (.pageSheet, nil))
    }

    @Test("Full screen is full screen everywhere", arguments: IOSProfile.allCases)
    func fullScreen(profile: IOSProfile) {
        #expect(PresentationRules.resolve(.fullScreen, profile: profile) == (.fullScreen, nil))
    }

    @Test("A form sheet on an iPhone before iOS 13 is shown full screen, a card since")
    func formSheet() {
        #expect(PresentationRules.resolve(.formSheet, profile: .iOS5) == (.fullScreen, "before iOS 13 a form sheet on an iPhone is shown full screen"))
        #expect(PresentationRules.resolve(.formSheet, profile: .iOS6to12) == (.fullScreen, "before iOS 13 a form sheet on an iPhone is shown full screen"))
        #expect(PresentationRules.resolve(.formSheet, profile: .iOS17) == (.formSheet, nil))
    }

    @Test("Current context and the 'over' styles are shown as asked", arguments: IOSProfile.allCases)
    func contextStyles(profile: IOSProfile) {
        for style in [PresentationStyle.currentContext, .overFullScreen, .overCurrentContext] {
            #expect(PresentationRules.resolve(style, profile: profile) == (style, nil))
        }
    }

    @Test("Who leaves the window: the presenter's view goes only for full screen and current context")
    func removesPresenterView() {
        #expect(PresentationStyle.allCases.filter(\.removesPresenterView) == [.fullScreen, .currentContext])
        #expect(PresentationStyle.allCases.filter(\.isSheet) == [.pageSheet, .formSheet])
    }
}
