import Foundation
import LifecycleModel
import StaticSite

/// A trace as `TraceStore` keeps it: packed fields (`PackedFields`), read back field by field
/// in order. Running the 210 canonical scenarios again was the largest part of a one-scenario
/// edit (8 %, perf); reading their traces back costs a fraction of that.
///
/// Fields: `trace SCHEMA`; the scenario's id, title, profile, group and description; the counts
/// of objects, steps and events; three fields an object (id, class, kind); five a step (number,
/// text, file, line, column); then each event: a field of numbers (sequence, step, depth, and
/// for a call its argument count, for a note its object count) and its type's letter (`c`, `n`,
/// `t`), its rule (empty for none, else `=` and the id), then for a call its caller, receiver,
/// method and result (optional as the rule is) and two fields an argument (label, value); for a
/// note its kind, text and objects; for a transition its object, machine, from, to and via.
enum PackedTrace {
    static func pack(_ trace: Trace) -> Data {
        // About five fields and 60 bytes an event (the canonical traces: 12,400 events).
        var fields = PackedFields.Writer(fields: 16 + trace.events.count * 6, bytes: 256 + trace.events.count * 64)
        let summary = trace.scenario
        fields.add("trace \(trace.schemaVersion)")
        for text in [summary.id, summary.title, summary.profile.rawValue, summary.group, summary.description] { fields.add(text) }
        fields.add("\(trace.objects.count) \(trace.steps.count) \(trace.events.count)")
        for object in trace.objects {
            fields.add(object.id.rawValue)
            fields.add(object.className)
            fields.add(object.kind.rawValue)
        }
        for step in trace.steps {
            fields.add(String(step.number))
            fields.add(step.text)
            fields.add(step.location.file)
            fields.add(String(step.location.line))
            fields.add(String(step.location.column))
        }
        for event in trace.events {
            let numbers = "\(event.sequence) \(event.step) \(event.depth)"
            switch event.kind {
            case .call(let call):
                fields.add("\(numbers) \(call.arguments.count) c")
                fields.add(optional: event.rule?.rawValue)
                fields.add(call.caller.rawValue)
                fields.add(call.receiver.rawValue)
                fields.add(call.method)
                fields.add(optional: call.result)
                for argument in call.arguments {
                    fields.add(argument.label)
                    fields.add(argument.value)
                }
            case .note(let note):
                fields.add("\(numbers) \(note.objects.count) n")
                fields.add(optional: event.rule?.rawValue)
                fields.add(note.kind.rawValue)
                fields.add(note.text)
                for object in note.objects { fields.add(object.rawValue) }
            case .transition(let transition):
                fields.add("\(numbers) 0 t")
                fields.add(optional: event.rule?.rawValue)
                fields.add(transition.object.rawValue)
                fields.add(transition.machine.rawValue)
                fields.add(transition.from)
                fields.add(transition.to)
                fields.add(transition.via)
            }
        }
        return fields.packed
    }

    /// What a trace's events are made of, read off its packed bytes: its profile, objects, steps
    /// and events, without its title, group or description. The Coverage and Rules pages read
    /// no more of a trace (`SiteModelMemo`), so a title edited changes this digest in no trace.
    /// Nil unless `data` is packed fields with the summary's six.
    static func eventsDigest(of data: Data) -> UInt64? {
        data.withUnsafeBytes { bytes -> UInt64? in
            // The header's first seven lengths are all it needs: read through `PackedFields.ranges`,
            // every length of the header was read again after the trace's own read (callgrind).
            guard let base = bytes.baseAddress, let found = memchr(base, Int32(UInt8(ascii: "\n")), bytes.count) else { return nil }
            let lineEnd = base.distance(to: UnsafeRawPointer(found))
            var lengths: [Int] = [], length = 0, digits = 0, lengthsStart = 0
            for offset in 0..<lineEnd {
                guard lengths.count < 7 else { break }
                let byte = bytes[offset]
                if byte == UInt8(ascii: " ") {
                    guard digits > 0 else { return nil }
                    lengths.append(length)
                    (length, digits) = (0, 0)
                    // The lengths from the seventh field's on: with the bytes they cut, they
                    // name the fields exactly.
                    if lengths.count == 6 { lengthsStart = offset + 1 }
                } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 15 {
                    length = length * 10 + Int(byte - UInt8(ascii: "0"))
                    digits += 1
                } else {
                    return nil
                }
            }
            if lengths.count == 6, digits > 0 { lengths.append(length) }
            guard lengths.count == 7, lengthsStart > 0 else { return nil }
            let profileStart = lineEnd + 1 + lengths[0..<3].reduce(0, +)
            let eventsStart = lineEnd + 1 + lengths[0..<6].reduce(0, +)
            guard profileStart + lengths[3] <= bytes.count, eventsStart <= bytes.count else { return nil }
            let profile = XXHash64.hash(UnsafeRawBufferPointer(start: base + profileStart, count: lengths[3]))
            let header = XXHash64.hash(UnsafeRawBufferPointer(start: base + lengthsStart, count: lineEnd - lengthsStart), seed: profile)
            return XXHash64.hash(UnsafeRawBufferPointer(start: base + eventsStart, count: bytes.count - eventsStart), seed: header)
        }
    }

    /// The trace `pack` made `data` of; nil for anything else. Read straight from the bytes
    /// (`PackedFields.Fields`): a Data slice a field was half of reading a trace back (perf).
    static func unpack(_ data: Data) -> Trace? {
        data.withUnsafeBytes { bytes in
            guard let fields = PackedFields.Fields(bytes) else { return nil }
            var reader = Reader(fields: fields)
            return reader.trace()
        }
    }

    /// Reads the fields in order; every read past the end or of the wrong form is nil.
    private struct Reader {
        var fields: PackedFields.Fields

        mutating func text() -> String? { fields.text() }

        mutating func optional() -> String?? { fields.optional() }

        mutating func number() -> Int? { fields.number() }

        mutating func trace() -> Trace? {
            guard text() == "trace \(Trace.currentSchemaVersion)",
                let id = text(), let title = text(), let profile = text().flatMap(IOSProfile.init(rawValue:)),
                let group = text(), let description = text(),
                let counts = fields.numbers()?.numbers, counts.count == 3, counts.allSatisfy({ $0 >= 0 && $0 <= fields.count })
            else { return nil }
            var objects: [TracedObject] = []
            objects.reserveCapacity(counts[0])
            for _ in 0..<counts[0] {
                guard let id = text(), let className = text(), let kind = text().flatMap(ObjectKind.init(rawValue:)) else { return nil }
                objects.append(TracedObject(id: ObjectID(id), className: className, kind: kind))
            }
            var steps: [TraceStep] = []
            steps.reserveCapacity(counts[1])
            for _ in 0..<counts[1] {
                guard let number = number(), let words = text(), let file = text(), let line = self.number(), let column = self.number() else { return nil }
                steps.append(TraceStep(number: number, text: words, location: SourceLocation(file: file, line: line, column: column)))
            }
            var events: [TraceEvent] = []
            events.reserveCapacity(counts[2])
            for _ in 0..<counts[2] {
                guard let event = event() else { return nil }
                events.append(event)
            }
            guard fields.atEnd else { return nil }
            return Trace(scenario: ScenarioSummary(id: id, title: title, profile: profile, group: group, description: description), objects: objects, steps: steps, events: events)
        }

        mutating func event() -> TraceEvent? {
            guard let (numbers, type) = fields.fourNumbersAndLetter(), numbers.3 >= 0, numbers.3 <= fields.count,
                let rule = optional()
            else { return nil }
            let (sequence, step, depth, count) = numbers
            let kind: TraceEvent.Kind
            switch type {
            case UInt8(ascii: "c"):
                guard let caller = text(), let receiver = text(), let method = text(), let result = optional() else { return nil }
                var arguments: [Argument] = []
                for _ in 0..<count {
                    guard let label = text(), let value = text() else { return nil }
                    arguments.append(Argument(label, value))
                }
                kind = .call(Call(caller: ObjectID(caller), receiver: ObjectID(receiver), method: method, arguments: arguments, result: result))
            case UInt8(ascii: "n"):
                guard let noteKind = text().flatMap(Note.Kind.init(rawValue:)), let words = text() else { return nil }
                var objects: [ObjectID] = []
                for _ in 0..<count {
                    guard let object = text() else { return nil }
                    objects.append(ObjectID(object))
                }
                kind = .note(Note(noteKind, words, objects: objects))
            case UInt8(ascii: "t"):
                guard count == 0, let object = text(), let machine = text().flatMap(StateMachine.init(rawValue:)),
                    let from = text(), let to = text(), let via = text()
                else { return nil }
                kind = .transition(StateTransition(object: ObjectID(object), machine: machine, from: from, to: to, via: via))
            default:
                return nil
            }
            return TraceEvent(sequence: sequence, step: step, depth: depth, kind: kind, rule: rule.map { RuleID($0) })
        }
    }
}
