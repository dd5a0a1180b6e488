import LifecycleEngine
import LifecycleModel
import Testing

@Suite("NavigationStack: pushes and pops, input by input")
struct NavigationStackTests {
    @Test("Push puts a view controller on top")
    func push() {
        var stack = NavigationStack(root: "A")
        let output1 = stack.push("B")
        #expect(output1 == .success(NavigationStack.Change(from: "A", to: "B", removed: [])))
        #expect(stack.controllers == ["A", "B"])
        #expect(stack.top == "B")
    }

    @Test("The same view controller cannot be pushed twice")
    func pushTwice() {
        var stack = NavigationStack(root: "A")
        _ = stack.push("B")
        let output2 = stack.push("B")
        #expect(output2 == .failure(RuleViolation("cannot push B: it is already on the navigation stack; push a new view controller")))
        #expect(stack.controllers == ["A", "B"])
    }

    @Test("Pop removes the top")
    func pop() {
        var stack = NavigationStack(root: "A")
        _ = stack.push("B")
        let output3 = stack.pop()
        #expect(output3 == .success(NavigationStack.Change(from: "B", to: "A", removed: ["B"])))
        #expect(stack.controllers == ["A"])
    }

    @Test("The root cannot be popped")
    func popRoot() {
        var stack = NavigationStack(root: "A")
        let output4 = stack.pop()
        #expect(output4 == .failure(RuleViolation("cannot pop: the navigation stack holds only its root")))
        let output5 = stack.popToRoot()
        #expect(output5 == .failure(RuleViolation("cannot pop to root: the navigation stack holds only its root")))
        #expect(stack.controllers == ["A"])
    }

    @Test("Pop to root removes everything above the root, top first")
    func popToRoot() {
        var stack = NavigationStack(root: "A")
        _ = stack.push("B")
        _ = stack.push("C")
        let output6 = stack.popToRoot()
        #expect(output6 == .success(NavigationStack.Change(from: "C", to: "A", removed: ["C", "B"])))
        #expect(stack.controllers == ["A"])
    }

    @Test("A cancelled pop puts the view controllers back")
    func restore() {
        var stack = NavigationStack(root: "A")
        _ = stack.push("B")
        _ = stack.push("C")
        guard case .success(let change) = stack.popToRoot() else { Issue.record("pop to root failed"); return }
        stack.restore(change)
        #expect(stack.controllers == ["A", "B", "C"])
    }
}
