import LifecycleEngine
import LifecycleModel
import Testing

@Suite("TabSelection: selecting tabs, input by input")
struct TabSelectionTests {
    @Test("The first tab starts selected; selecting another returns the previous one")
    func select() {
        var tabs = TabSelection(tabs: ["A", "B", "C"])
        #expect(tabs.selected == "A")
        let output1 = tabs.select("C")
        #expect(output1 == .success("A"))
        #expect(tabs.selected == "C")
    }

    @Test("Selecting the selected tab or a stranger is refused")
    func refusals() {
        var tabs = TabSelection(tabs: ["A", "B"])
        let output2 = tabs.select("A")
        #expect(output2 == .failure(RuleViolation("cannot select A: it is already the selected tab, so nothing would happen")))
        let output3 = tabs.select("Z")
        #expect(output3 == .failure(RuleViolation("cannot select Z: it is not one of the tabs (A, B)")))
        #expect(tabs.selected == "A")
    }
}
