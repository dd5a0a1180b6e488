import LifecycleModel

/// Which scenario object each label of a log stands for.
///
/// A line that prints its object's address (`<Demo.VC: 0x7f…>`) maps first by that address, when
/// `instances` names it. A label maps, in this order: through the explicit map (`--map Class=Object`, the evidence
/// header's `map:`, whose keys may also be several words that end the text before the callback,
/// `second vc`, or begin the text after it, `View Did Load Second View Controller`); to the object whose id it is (`A`); to the one object whose class has that
/// name. A line without a label, or whose label is a lowercase word that names nothing (`called
/// viewDidLoad`), goes to the `unnamed` object, if one is given. Other labels are about objects
/// the scenario does not have, and their lines are left out and counted.
public struct LogMapping: Sendable {
    public let explicit: [String: ObjectID]
    public let unnamed: ObjectID?
    /// Object addresses as `print(self)` shows them (`0x7fa3c9d0a2b0`, lowercase) → objects: the
    /// instances of one class told apart (`--instance 0x7fa3c9d0a2b0=B`).
    public let instances: [String: ObjectID]
    let objects: [TracedObject]
    /// The explicit map's keys of several words or in other scripts, by length in characters,
    /// longest first: a line's text is looked up once per length, not once per key (a header map
    /// of 10,000 classes over 10,000 lines was 10⁸ comparisons: 35 s).
    private let phrases: [(length: Int, ids: [String: ObjectID])]
    private let ids: Set<String>
    private let objectsOfClass: [String: [ObjectID]]

    public init(objects: [TracedObject], explicit: [String: ObjectID] = [:], unnamed: ObjectID? = nil, instances: [String: ObjectID] = [:]) {
        self.objects = objects
        self.explicit = explicit
        self.unnamed = unnamed
        self.instances = Dictionary(instances.map { ($0.key.lowercased(), $0.value) }) { _, last in last }
        var phrases: [Int: [String: ObjectID]] = [:]
        for (key, id) in explicit where key.contains(" ") || !key.unicodeScalars.allSatisfy(\.isASCII) {
            phrases[key.count, default: [:]][key] = id
        }
        self.phrases = phrases.sorted { $0.key > $1.key }.map { ($0.key, $0.value) }
        ids = Set(objects.map(\.id.rawValue))
        objectsOfClass = Dictionary(grouping: objects, by: \.className).mapValues { $0.map(\.id) }
    }

    public enum Outcome: Equatable, Sendable {
        case object(ObjectID)
        /// A label the scenario has no object for.
        case unmapped
    }

    /// The object a log entry is about; an error when its class belongs to several objects.
    public func object(for entry: DeviceLog.Entry, in log: DeviceLog) throws(ScenarioError) -> Outcome {
        if let address = entry.instance, let id = instances[address.lowercased()] { return .object(id) }
        if !phrases.isEmpty, let id = phrase(in: entry) { return .object(id) }
        guard let label = entry.label else { return fallback(for: entry) }
        if let id = explicit[label] { return .object(id) }
        if ids.contains(label) { return .object(ObjectID(label)) }
        let sharing = objectsOfClass[label] ?? []
        if sharing.count > 1 {
            let ids = sharing.map(\.rawValue)
            throw ScenarioError(
                SourceLocation(file: log.path, line: entry.line, column: 1),
                "\(label) is the class of \(ids.joined(separator: " and ")); say which one this log means with --map \(label)=\(ids[0])"
                    + (entry.instance.map { ", or which instance is which with --instance \($0)=\(ids[0])" } ?? ""))
        }
        if let object = sharing.first { return .object(object) }
        // A lowercase word or a number that names nothing is text before the callback, not a class.
        if let first = label.unicodeScalars.first, first.properties.isLowercase || label.allSatisfy(\.isNumber) {
            return fallback(for: entry)
        }
        return .unmapped
    }

    /// The object of the longest phrase of the explicit map that ends the text before the
    /// callback (`second vc viewDidLoad`), else of the longest that begins the text after it.
    private static let separators: Set<Character> = [" ", "\t", "-", "–", "—", ":", ".", ">", "=", "|", "[", "]", "(", ")"]

    private func phrase(in entry: DeviceLog.Entry) -> ObjectID? {
        // The characters each side, nearest first, as far as the longest phrase reaches, taken
        // once: walked backwards through the text again for each length, they were a fiftieth
        // of an edit (callgrind).
        let longest = phrases.first?.length ?? 0
        let before = Array(entry.prefix.reversed().drop { Self.separators.contains($0) }.prefix(longest))
        let after = Array(entry.suffix.drop { Self.separators.contains($0) }.prefix(longest))
        for (length, ids) in phrases {
            if let id = ids[String(before.prefix(length).reversed())] { return id }
        }
        for (length, ids) in phrases {
            if let id = ids[String(after.prefix(length))] { return id }
        }
        return nil
    }

    /// The first label of `map` (in sorted order) that it sends to no object of `objects`, with
    /// that target: a map names the scenario's objects (`--map X=../../etc/passwd` is a mistake).
    public static func unknownTarget(in map: [String: ObjectID], objects: [TracedObject]) -> (label: String, object: ObjectID)? {
        let ids = Set(objects.map(\.id))
        return map.sorted { $0.key < $1.key }.first { !ids.contains($0.value) }.map { ($0.key, $0.value) }
    }

    /// The objects a map may name, for messages: every object but UIKit itself.
    public static func targetList(_ objects: [TracedObject]) -> String {
        objects.filter { $0.kind != .system }.map(\.id.rawValue).joined(separator: ", ")
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
