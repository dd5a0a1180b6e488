import Foundation
import LifecycleModel
import StaticSite

/// An evidence header as `PackedEvidenceLog` keeps it: its fields packed (`PackedFields`), a
/// mapping or set as packed fields of its own (keys and values alternating, in key order).
/// Decoded through Codable from JSON, the 204 headers were half of taking the readings back
/// (perf).
extension EvidenceHeader {
    var packed: Data {
        func text(_ value: String) -> Data { Data(value.utf8) }
        let optional: (String?) -> Data = PackedFields.optional
        func pairs(_ pairs: [(String, Data)]) -> Data {
            PackedFields.pack(pairs.sorted { $0.0 < $1.0 }.flatMap { [text($0.0), $0.1] })
        }
        func set(_ values: Set<String>) -> Data { PackedFields.pack(values.sorted().map(text)) }
        return PackedFields.pack([
            text(title), text(source), text(author), text(published), text(ios), optional(iosReason), optional(device),
            text(logged), text(form.rawValue), text(scenario), pairs(map.map { ($0.key, text($0.value.rawValue)) }),
            optional(unnamed?.rawValue), pairs(instances.map { ($0.key, text($0.value.rawValue)) }), text(truncated ? "1" : "0"),
            set(afterSuper), pairs(alsoLogged.map { ($0.key.rawValue, set($0.value)) }), optional(note), optional(needs),
            optional(divergence), pairs(lines.map { ($0.key, text(String($0.value))) }),
        ])
    }

    /// The header `packed` gave `data`; nil for anything else.
    init?(packed data: Data) {
        func text(_ field: Data) -> String { PackedFields.text(field) }
        let optional: (Data) -> String?? = PackedFields.optional
        func pairs(_ field: Data) -> [(String, Data)]? {
            guard let fields = PackedFields.unpack(field), fields.count % 2 == 0 else { return nil }
            return stride(from: 0, to: fields.count, by: 2).map { (text(fields[$0]), fields[$0 + 1]) }
        }
        func set(_ field: Data) -> Set<String>? { PackedFields.unpack(field).map { Set($0.map(text)) } }
        guard let fields = PackedFields.unpack(data), fields.count == 20,
            let iosReason = optional(fields[5]), let device = optional(fields[6]), let form = Form(rawValue: text(fields[8])),
            let map = pairs(fields[10]), let unnamed = optional(fields[11]), let instances = pairs(fields[12]),
            let truncated = ["0": false, "1": true][text(fields[13])], let afterSuper = set(fields[14]),
            let alsoLogged = pairs(fields[15]), let note = optional(fields[16]), let needs = optional(fields[17]),
            let divergence = optional(fields[18]), let lines = pairs(fields[19])
        else { return nil }
        var logged: [ObjectID: Set<String>] = [:]
        for (id, field) in alsoLogged {
            guard let selectors = set(field) else { return nil }
            logged[ObjectID(id)] = selectors
        }
        var lineOf: [String: Int] = [:]
        for (key, field) in lines {
            guard let line = Int(text(field)) else { return nil }
            lineOf[key] = line
        }
        title = text(fields[0])
        source = text(fields[1])
        author = text(fields[2])
        published = text(fields[3])
        ios = text(fields[4])
        self.iosReason = iosReason
        self.device = device
        self.logged = text(fields[7])
        self.form = form
        scenario = text(fields[9])
        self.map = Dictionary(map.map { ($0.0, ObjectID(text($0.1))) }, uniquingKeysWith: { $1 })
        self.unnamed = unnamed.map { ObjectID($0) }
        self.instances = Dictionary(instances.map { ($0.0, ObjectID(text($0.1))) }, uniquingKeysWith: { $1 })
        self.truncated = truncated
        self.afterSuper = afterSuper
        self.alsoLogged = logged
        self.note = note
        self.needs = needs
        self.divergence = divergence
        self.lines = lineOf
    }
}
