import LifecycleModel

extension LogComparison {
    /// What a comparison found, without the log and the trace it was made of: which object each
    /// of the log's entries maps to, which of the trace's calls the model is expected to print,
    /// and how the two sides align. Kept between builds beside the log's and the trace's
    /// digests, it gives back the comparison a build would make (`init?(log:trace:record:)`):
    /// mapping every entry and aligning the sides again was two thirds of the comparisons of a
    /// one-scenario edit, most of them of logs whose scenario did not change (callgrind).
    public struct Record: Equatable, Sendable {
        /// For each of the log's entries in order, the object it maps to; nil: unmapped.
        public var objects: [String?]
        /// The model's printed calls, by their numbers in the trace's call numbering.
        public var model: [Int]
        public var rows: [TraceAlignment.Row]
        public var laterModelCalls: Int?

        public init(objects: [String?], model: [Int], rows: [TraceAlignment.Row], laterModelCalls: Int?) {
            self.objects = objects
            self.model = model
            self.rows = rows
            self.laterModelCalls = laterModelCalls
        }
    }

    /// This comparison as a record.
    public var record: Record {
        var objects: [String?] = []
        objects.reserveCapacity(log.entries.count)
        var device = self.device[...]
        for entry in log.entries {
            if let call = device.first, call.entry == entry {
                objects.append(call.object.rawValue)
                device = device.dropFirst()
            } else {
                objects.append(nil)
            }
        }
        return Record(objects: objects, model: model.map(\.number), rows: alignment.rows, laterModelCalls: laterModelCalls)
    }

    /// The comparison of `log` with `trace` that `record` describes; nil when it does not fit
    /// them (another count of entries, a call number past the trace's, rows that do not take
    /// each side once in order): a kept record that does not fit is made again.
    public init?(log: DeviceLog, trace: Trace, record: Record) {
        let calls = trace.calls
        guard record.objects.count == log.entries.count, (record.laterModelCalls ?? 0) >= 0, (record.laterModelCalls ?? 0) <= calls.count else { return nil }
        var device: [DeviceCall] = []
        var unmapped: [DeviceLog.Entry] = []
        for (entry, object) in zip(log.entries, record.objects) {
            if let object { device.append(DeviceCall(entry: entry, object: ObjectID(object))) } else { unmapped.append(entry) }
        }
        var model: [ModelCall] = []
        model.reserveCapacity(record.model.count)
        for number in record.model {
            guard number >= 1, number <= calls.count else { return nil }
            model.append(ModelCall(number: number, call: calls[number - 1]))
        }
        guard let alignment = TraceAlignment(
            left: device.map { TraceAlignment.Key($0.object, $0.entry.selector) },
            right: model.map { TraceAlignment.Key($0.call.receiver, $0.call.method) }, rows: record.rows)
        else { return nil }
        self.init(log: log, trace: trace, device: device, model: model, unmapped: unmapped, alignment: alignment, laterModelCalls: record.laterModelCalls)
    }

    private init(log: DeviceLog, trace: Trace, device: [DeviceCall], model: [ModelCall], unmapped: [DeviceLog.Entry], alignment: TraceAlignment, laterModelCalls: Int?) {
        self.log = log
        self.trace = trace
        self.device = device
        self.model = model
        self.unmapped = unmapped
        self.alignment = alignment
        self.laterModelCalls = laterModelCalls
    }
}
