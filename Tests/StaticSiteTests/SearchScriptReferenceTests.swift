import Foundation
@testable import StaticSite
import Testing

/// `SearchIndex.script` writes the index once into the buffer it returns; the road it replaced
/// (the JSON joined, then escaped into a second array, then copied into Data) is kept here, and
/// both must give the same bytes.
@Suite struct SearchScriptReferenceTests {
    static func reference(_ encodedParts: [Data], variable: String) -> Data {
        var json: [UInt8] = [UInt8(ascii: "[")]
        for part in encodedParts where !part.isEmpty {
            if json.count > 1 { json.append(UInt8(ascii: ",")) }
            json += part
        }
        json.append(UInt8(ascii: "]"))
        var script = Array("window.\(variable) = ".utf8)
        for (index, byte) in json.enumerated() {
            script.append(byte)
            if byte == UInt8(ascii: "<"), index + 1 < json.count, json[index + 1] == UInt8(ascii: "/") { script.append(UInt8(ascii: "\\")) }
        }
        script += Array(";\n".utf8)
        return Data(script)
    }

    @Test("The same bytes as the road it replaced: '</' escaped wherever it falls, at a part's start or end too; empty parts left out")
    func sameAsReference() {
        let cases: [[String]] = [
            [],
            [""],
            [#"{"t":"a</b>"}"#],
            [#"{"t":"<"}"#, #"{"t":"/"}"#],
            [#"{"t":"x<"#, "", #"/y"}"#, "<", "/", "</</<<//"],
            [#"{"t":"é</script>ü"}"#, #"{"t":"<\/already"}"#, "<"],
        ]
        for parts in cases {
            let data = parts.map { Data($0.utf8) }
            #expect(SearchIndex.script(encodedParts: data, variable: "lifelineSearchIndex") == Self.reference(data, variable: "lifelineSearchIndex"), "\(parts)")
        }
    }
}
