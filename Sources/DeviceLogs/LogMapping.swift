import LifecycleModel

/// Which scenario object each label of a log stands for.
///
/// A label maps, in this order: through the explicit map (`--map Class=Object`, the evidence
/// header's `map:`); to the object whose id it is (`A`); to the one object whose class has that
/// name. A line without a label goes to the `unnamed` object, if one is given. Other labels are
/// about objects the scenario does not have, and their lines are left out and counted.
public struct LogMapping: Sendable {
    public var explicit: [String: ObjectID]
    public var unnamed: ObjectID?
    let objects: [TracedObject]

    public init(objects: [TracedObject], explicit: [String: ObjectID] = [:], unnamed: ObjectID? = nil) {
        self.objects = objects
        self.explicit = explicit
        self.unnamed = unnamed
    }

    public enum Outcome: Equatable, Sendable {
        case object(ObjectID)
        /// A label the scenario has no object for.
        case unmapped
    }

    /// The object a log entry is about; an error when its class belongs to several objects.
    public func object(for entry: DeviceLog.Entry, in log: DeviceLog) throws(ScenarioError) -> Outcome {
        guard let label = entry.label else { return unnamed.map(Outcome.object) ?? .unmapped }
        if let id = explicit[label] { return .object(id) }
        if objects.contains(where: { $0.id.rawValue == label }) { return .object(ObjectID(label)) }
        let sharing = objects.filter { $0.className == label }
        if sharing.count > 1 {
            let ids = sharing.map(\.id.rawValue)
            throw ScenarioError(
                SourceLocation(file: log.path, line: entry.line, column: 1),
                "\(label) is the class of \(ids.joined(separator: " and ")); say which one this log means with --map \(label)=\(ids[0])")
        }
        return sharing.first.map { .object($0.id) } ?? .unmapped
    }
}
