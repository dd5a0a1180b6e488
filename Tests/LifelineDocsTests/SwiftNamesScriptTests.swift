import Foundation
@testable import LifelineDocs
import LifecycleModel
import Testing

@Suite("The trace tables' Swift names")
struct SwiftNamesScriptTests {
    @Test("assets/swift-names.js is the model's table of spellings, whole, as one script statement")
    func wholeTable() throws {
        let text = String(decoding: try SwiftNamesScript.data(), as: UTF8.self)
        let prefix = "window.lifelineSwiftNames = ", suffix = ";\n"
        #expect(text.hasPrefix(prefix) && text.hasSuffix(suffix))
        #expect(text.contains(#""viewWillAppear:":"viewWillAppear(_:)""#))
        let json = Data(text.dropFirst(prefix.count).dropLast(suffix.count).utf8)
        #expect(try JSONDecoder().decode([String: String].self, from: json) == SelectorSpelling.swiftNames)
    }
}
