import Foundation
import LifecycleModel

/// `assets/swift-names.js`: the Swift name of every selector, written from the model's one table
/// of spellings (`SelectorSpelling`), so that the pages' name switch renames trace-table cells
/// without a copy of the table kept by hand. Diagrams need none: their SVGs carry both spellings.
enum SwiftNamesScript {
    static let path = "assets/swift-names.js"

    static func data() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let json = String(decoding: try encoder.encode(SelectorSpelling.swiftNames), as: UTF8.self)
        return Data("window.lifelineSwiftNames = \(json);\n".utf8)
    }
}
