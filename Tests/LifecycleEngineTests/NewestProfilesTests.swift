import LifecycleEngine
import LifecycleModel
import Testing

/// iOS 18 and iOS 26: the profiles after iOS 17+, and what each changes.
@Suite("iOS 18 and iOS 26 profiles")
struct NewestProfilesTests {
    static let storyboardA = ObjectDeclaration(id: "A", className: "ViewController", kind: .viewController(.storyboard(name: "Main")))

    static let codeA = ObjectDeclaration(id: "A", className: "ViewController", kind: .viewController(.code))

    /// The frame loadView gives a blank root view: the profile's iPhone screen, in points.
    func rootViewFrame(_ profile: IOSProfile) throws -> String? {
        let trace = try Simulator().run(SimulatorTests.script(profile, objects: [Self.codeA], steps: [.launch(root: "A")]))
        return trace.calls.first { $0.receiver == "A.view" && $0.method == "initWithFrame:" }?.arguments.first?.value
    }

    @Test("Each profile's iPhone: an iPhone 15 for iOS 17+, an iPhone 16 for iOS 18, an iPhone 17 for iOS 26")
    func screenSizes() throws {
        #expect(try rootViewFrame(.iOS17) == "{{0, 0}, {393, 852}}")
        #expect(try rootViewFrame(.iOS18) == "{{0, 0}, {393, 852}}")
        #expect(try rootViewFrame(.iOS26) == "{{0, 0}, {402, 874}}")
    }

    @Test("iOS 18 has every selector of iOS 17+ and no other")
    func iOS18Selectors() {
        #expect(Callback.emitted(in: .iOS18) == Callback.emitted(in: .iOS17))
    }

    @Test("iOS 26 adds updateProperties, setNeedsUpdateProperties and the split view delegate's didShow and didHide to iOS 18's selectors")
    func iOS26Selectors() {
        #expect(Callback.emitted(in: .iOS26).subtracting(Callback.emitted(in: .iOS18)) == [
            .updateProperties, .setNeedsUpdateProperties, .splitDidShowColumn, .splitDidHideColumn,
        ])
        #expect(Callback.emitted(in: .iOS18).isSubset(of: Callback.emitted(in: .iOS26)))
    }

    @Test("A rule that held from iOS 13 holds on iOS 18 and iOS 26 too")
    func rulesCarryForward() throws {
        let trace = try Simulator().run(SimulatorTests.script(.iOS26, objects: [Self.storyboardA], steps: [.launch(root: "A")]))
        #expect(trace.calls.contains { $0.method == "viewIsAppearing:" })
    }
}
