import LifecycleModel

/// Which scenario object each label of a log stands for.
///
/// A label maps, in this order: through the explicit map (`--map Class=Object`, the evidence
/// header's `map:`, whose keys may also be several words that end the text before the callback,
/// `second vc`, or begin the text after it, `View Did Load Second View Controller`); to the object whose id it is (`A`); to the one object whose class has that
/// name. A line without a label, or whose label is a lowercase word that names nothing (`called
/// viewDidLoad`), goes to the `unnamed` object, if one is given. Other labels are about objects
/// the scenario does not have, and their lines are left out and counted.
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
        let separators: Set<Character> = [" ", "\t", "-", "–", "—", ":", ".", ">", "=", "|", "[", "]", "(", ")"]
        let before = String(entry.prefix.reversed().drop { separators.contains($0) }.reversed())
        let after = String(entry.suffix.drop { separators.contains($0) })
        for (key, id) in explicit where key.contains(" ") || !key.unicodeScalars.allSatisfy(\.isASCII) {
            if before.hasSuffix(key) || after.hasPrefix(key) { return .object(id) }
        }
        guard let label = entry.label else { return fallback(for: entry) }
        if let id = explicit[label] { return .object(id) }
        if objects.contains(where: { $0.id.rawValue == label }) { return .object(ObjectID(label)) }
        let sharing = objects.filter { $0.className == label }
        if sharing.count > 1 {
            let ids = sharing.map(\.id.rawValue)
            throw ScenarioError(
                SourceLocation(file: log.path, line: entry.line, column: 1),
                "\(label) is the class of \(ids.joined(separator: " and ")); say which one this log means with --map \(label)=\(ids[0])")
        }
        if let object = sharing.first { return .object(object.id) }
        // A lowercase word or a number that names nothing is text before the callback, not a class.
        if let first = label.unicodeScalars.first, first.properties.isLowercase || label.allSatisfy(\.isNumber) {
            return fallback(for: entry)
        }
        return .unmapped
    }

    /// A line that names no object: an app or scene delegate's callback goes to the scenario's
    /// delegate of that kind (no other object receives it); any other callback to `unnamed`.
    private func fallback(for entry: DeviceLog.Entry) -> Outcome {
        if let kind = Self.delegateKind(of: entry.selector) {
            return objects.first { $0.kind == kind }.map { .object($0.id) } ?? .unmapped
        }
        return unnamed.map(Outcome.object) ?? .unmapped
    }

    /// Which delegate receives a selector, if only a delegate does (Apple, UIApplicationDelegate
    /// and UISceneDelegate: their methods, and only theirs, begin so).
    static func delegateKind(of selector: String) -> ObjectKind? {
        if selector.hasPrefix("application") { return .appDelegate }
        if selector.hasPrefix("scene") { return .sceneDelegate }
        return nil
    }
}
