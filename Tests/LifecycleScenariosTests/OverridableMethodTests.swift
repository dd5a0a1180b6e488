import LifecycleEngine
import LifecycleModel
@testable import LifecycleScenarios
import Testing

/// Every callback the engine knows can be overridden by the kind of object it is sent to.
@Suite("Scenario language: which methods a scenario can override")
struct OverridableMethodTests {
    @Test("Every method is overridable by a view controller, a view or a delegate, or refused with a reason")
    func everyMethodIsCovered() {
        let covered = Set(
            Vocabulary.controllerMethods + Vocabulary.viewMethods + Vocabulary.appDelegateMethods + Vocabulary.sceneDelegateMethods
                + Vocabulary.representableMethods
                + Vocabulary.notOverridable.keys)
        #expect(covered == Set(Callback.modelled))
        #expect(Set(Vocabulary.notOverridable.keys).isDisjoint(with: Vocabulary.controllerMethods + Vocabulary.viewMethods))
    }

    @Test("The callbacks once refused now parse and run, with their body nested inside", arguments: [
        ("override A loadViewIfNeeded\n  isViewLoaded A\n", "A", "loadViewIfNeeded", "isViewLoaded"),
        ("override V removeFromSuperview\n  setNeedsLayout A.view\n", "V", "removeFromSuperview", "setNeedsLayout"),
        ("override V updateConstraints\n  setNeedsDisplay V\n", "V", "updateConstraints", "setNeedsDisplay"),
    ])
    func refusedBefore(override: String, receiver: String, method: String, nested: String) throws {
        let source = """
            title: T
            controller A: ViewController in code
            view V: BadgeView constraints

            \(override)
            launch with root A
            add V to A.view
            run loop turn
            remove V

            """
        let events = try trace(source).events
        let index = try #require(events.firstIndex { $0.call?.receiver == ObjectID(receiver) && $0.call?.method == method })
        let body = events[(index + 1)...].prefix { $0.depth > events[index].depth }.compactMap(\.call)
        #expect(body.contains { $0.method == nested && $0.caller == ObjectID(receiver) })
    }
}
