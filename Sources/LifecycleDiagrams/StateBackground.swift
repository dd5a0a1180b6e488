import LifecycleModel

/// The traces whose transitions complete every state graph (all canonical scenarios), gathered
/// machine by machine once, so that each of a build's state graphs only adds its own scenario.
public struct StateBackground: Sendable {
    let machines: [StateMachine: MachineBackground]

    public init(_ traces: [Trace]) {
        // By scenario id: a graph must not depend on the order its background was given in.
        let sorted = traces.sorted { $0.scenario.id < $1.scenario.id }
        machines = Dictionary(uniqueKeysWithValues: StateMachine.allCases.map { ($0, MachineBackground($0, traces: sorted)) })
    }

    subscript(machine: StateMachine) -> MachineBackground { machines[machine]! }
}
