@testable import LifecycleDiagrams
import LifecycleModel
import Testing

/// The background is gathered once per build; a state graph adds its own scenario to it. Each
/// machine's shape must be what walking every trace gives (the background by id without the
/// scenario's own trace, then the scenario), whichever way the scenario relates to the background.
@Suite struct StateBackgroundTests {
    /// The fixtures, and two scenarios that take a view through states the model does not name:
    /// their order comes from which scenario saw them first.
    static let traces = DiagramTests.background + [odd("odd-a", ["limbo", "purgatory"]), odd("odd-b", ["purgatory", "nirvana"])]

    static func odd(_ id: String, _ states: [String]) -> Trace {
        TraceScript.trace(id, "Odd states", objects: [.uiKit, .view("v")], steps: ["wander"]) { s in
            s.step(1)
            s.move("v", .view, states[0], states[1], via: "wander")
        }
    }

    /// The reference: every transition walked in order.
    static func walked(_ machine: StateMachine, _ scenario: Trace) -> MachineShape {
        let others = traces.filter { $0.scenario.id != scenario.scenario.id }.sorted { $0.scenario.id < $1.scenario.id }
        return MachineShape(machine, transitions: (others + [scenario]).flatMap(\.transitions).filter { $0.machine == machine })
    }

    @Test("A scenario of the background, one outside it, and one that replaces a background trace of the same id")
    func sameAsWalkingEveryTrace() {
        let background = StateBackground(Self.traces.reversed())
        var impostor = Fixtures.navigation
        impostor.scenario.id = Fixtures.launch.scenario.id
        var oddImpostor = Self.odd("odd-a", ["nirvana", "limbo"])
        oddImpostor.scenario.title = "Odd again"
        for trace in Self.traces + [Fixtures.cjk, impostor, oddImpostor, Self.odd("odd-c", ["elsewhere", "limbo"])] {
            for machine in StateMachine.allCases {
                let gathered = background[machine].shape(plus: trace.transitions.filter { $0.machine == machine }, id: trace.scenario.id)
                let walked = Self.walked(machine, trace)
                #expect(gathered.states == walked.states, "\(trace.scenario.id) \(machine)")
                #expect(gathered.edges == walked.edges, "\(trace.scenario.id) \(machine)")
                #expect(gathered.firstFrom == walked.firstFrom, "\(trace.scenario.id) \(machine)")
            }
        }
    }
}
