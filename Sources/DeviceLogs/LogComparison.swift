import LifecycleModel

/// A device log held against a scenario's trace: only the methods the log shows for each class, on
/// the objects it maps to, compared in the order an override's log line prints them (a log that
/// prints five callbacks says nothing about the others).
public struct LogComparison: Sendable {
    /// A log entry the comparison uses, with the object it maps to.
    public struct DeviceCall: Equatable, Sendable {
        public var entry: DeviceLog.Entry
        public var object: ObjectID
    }

    /// A call of the scenario's trace the comparison uses, with its number in the trace's call
    /// numbering (the numbers of `lifeline trace` and the trace table).
    public struct ModelCall: Equatable, Sendable {
        public var number: Int
        public var call: Call
    }

    public let log: DeviceLog
    public let trace: Trace
    public let device: [DeviceCall]
    public let model: [ModelCall]
    /// Entries whose label names no object of the scenario.
    public let unmapped: [DeviceLog.Entry]
    /// Left: the device; right: the model.
    public let alignment: TraceAlignment
    /// With `truncated`, the model's calls after the last one the log reaches, left out of the
    /// comparison: the author cut the log short. nil without `truncated`.
    public let laterModelCalls: Int?

    /// - Parameter afterSuper: methods whose logging override calls super first, so the line
    ///   prints after the calls nested in it (an `init` that logs after `[super init]` prints after
    ///   `initWithNibName:bundle:`). Every other method prints as it is entered.
    /// - Parameter truncated: the log was cut short by its author: it is compared with the model's
    ///   calls up to the last one it reaches, and the model's later calls are not expected.
    /// - Parameter alsoLogged: methods the author's code logs for an object although the log never
    ///   shows them (a header's `also-logged:`): the model's calls of them are expected too, so
    ///   their absence from the log is a divergence, not a method nobody logged.
    public init(
        log: DeviceLog, trace: Trace, mapping: LogMapping, afterSuper: Set<String> = [], truncated: Bool = false,
        alsoLogged: [ObjectID: Set<String>] = [:]
    ) throws(ScenarioError) {
        self.log = log
        self.trace = trace
        var device: [DeviceCall] = []
        var unmapped: [DeviceLog.Entry] = []
        for entry in log.entries {
            switch try mapping.object(for: entry, in: log) {
            case .object(let id): device.append(DeviceCall(entry: entry, object: id))
            case .unmapped: unmapped.append(entry)
            }
        }
        // What a class logs is what its overrides print: a method the log shows for one class is
        // not expected of another (a class that logs only `dealloc` prints no `viewDidLoad`).
        // Objects of one class share its methods: they run the same code.
        let classOf = Dictionary(trace.objects.map { ($0.id, $0.className) }) { first, _ in first }
        func logClass(_ object: ObjectID) -> String { classOf[object] ?? object.rawValue }
        var methodsOfClass: [String: Set<String>] = [:]
        for call in device { methodsOfClass[logClass(call.object), default: []].insert(call.entry.selector) }
        var overrides = Dictionary(device.map { ($0.object, methodsOfClass[logClass($0.object)] ?? []) }) { first, _ in first }
        for (object, logged) in alsoLogged { overrides[object, default: []].formUnion(logged) }
        let methods = Set(device.map(\.entry.selector)).union(alsoLogged.values.joined())
        let calls = trace.calls
        var model = trace.printedLog(overrides, beforeSuper: methods.subtracting(afterSuper)).map { line in
            ModelCall(number: line.call, call: calls[line.call - 1])
        }
        let left = device.map { TraceAlignment.Key($0.object, $0.entry.selector) }
        var alignment = TraceAlignment(left: left, right: model.map { TraceAlignment.Key($0.call.receiver, $0.call.method) })
        if truncated {
            // The model's calls after the last row the log takes part in are where the log was cut.
            let lastOfLog = alignment.rows.lastIndex { $0.left != nil }
            let reached = lastOfLog.flatMap { alignment.rows[...$0].lazy.compactMap(\.right).max() }.map { $0 + 1 } ?? 0
            laterModelCalls = model.count - reached
            model.removeLast(model.count - reached)
            alignment = TraceAlignment(left: left, right: model.map { TraceAlignment.Key($0.call.receiver, $0.call.method) })
        } else {
            laterModelCalls = nil
        }
        self.model = model
        self.alignment = alignment
        self.device = device
        self.unmapped = unmapped
    }

    public var agrees: Bool { alignment.agrees && !device.isEmpty }

    /// Where the device and the model part, in words, at the log line where it shows:
    /// `LOG:12: diverges: the device called B viewDidAppear:, the model expects A
    /// viewWillLayoutSubviews (trace call 9)`. nil when they agree.
    public var divergence: (location: SourceLocation, message: String)? {
        if device.isEmpty {
            return (SourceLocation(file: log.path, line: log.lastLine, column: 1),
                    "no line of the log names a callback of the scenario's objects (\(objectList)); map its classes with --map Class=Object, or give lines that name no class to an object with --unnamed Object")
        }
        guard let row = alignment.firstDifference else { return nil }
        let (left, right) = alignment.next(from: row)
        let expected = right.map { "the model expects \(model[$0].call.receiver) \(model[$0].call.method) (trace call \(model[$0].number))" }
        guard let left else {
            return (SourceLocation(file: log.path, line: log.lastLine, column: 1), "the log ends, \(expected ?? "")")
        }
        let selector = device[left].entry.selector
        let called = "the device called \(device[left].object) \(selector)"
            + (UnmodelledCallbacks.isModelled(selector) ? "" : " (not modelled: the model has no such callback)")
        return (SourceLocation(file: log.path, line: device[left].entry.line, column: 1),
                "\(called), \(expected ?? "the model expects no more calls")")
    }

    private var objectList: String {
        trace.objects.filter { ![.system, .application, .storyboard, .window].contains($0.kind) }.map { "\($0.id): \($0.className)" }.joined(separator: ", ")
    }
}
