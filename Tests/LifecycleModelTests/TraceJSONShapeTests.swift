import Foundation
import LifecycleModel
import Testing

@Suite("Trace vocabulary")
struct TraceJSONShapeTests {
    @Test("An event encodes flat, with its type, and decodes back to itself")
    func eventRoundTrip() throws {
        let event = TraceEvent(sequence: 4, step: 1, depth: 1, kind: .call(Call(caller: "A", receiver: "A", method: "loadView")))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(event), as: UTF8.self)
        #expect(json == #"{"call":{"arguments":[],"caller":"A","method":"loadView","receiver":"A"},"depth":1,"seq":4,"step":1,"type":"call"}"#)
        #expect(try JSONDecoder().decode(TraceEvent.self, from: Data(json.utf8)) == event)
    }

    @Test("A call's result is encoded only when there is one")
    func resultIsOptional() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let query = Call(caller: "app", receiver: "B", method: "isViewLoaded", result: "NO")
        #expect(String(decoding: try encoder.encode(query), as: UTF8.self) == #"{"arguments":[],"caller":"app","method":"isViewLoaded","receiver":"B","result":"NO"}"#)
        #expect(try JSONDecoder().decode(Call.self, from: try encoder.encode(query)) == query)
        let plain = Call(caller: "A", receiver: "A", method: "loadView")
        #expect(!String(decoding: try encoder.encode(plain), as: UTF8.self).contains("result"))
    }
}
