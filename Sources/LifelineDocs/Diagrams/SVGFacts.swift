import Foundation
import StaticSite

/// What a page reads of a finished SVG besides its file: the size it is shown at and its
/// `viewBox` width (a sequence diagram's header band is placed by it). Kept in the diagram cache
/// beside the SVG, so that a drawing the output folder already holds is not read to learn them:
/// the SVGs were 6.8 MB read in every one-scenario edit only for these and their hash.
struct SVGFacts: Equatable {
    /// The XXH64 hash of the SVG they were read from: a record kept beside other bytes is no answer.
    var hash: UInt64
    var size: DiagramSize?
    var viewBoxWidth: Double?

    init(hash: UInt64, size: DiagramSize?, viewBoxWidth: Double?) {
        self.hash = hash
        self.size = size
        self.viewBoxWidth = viewBoxWidth
    }

    /// Read from the SVG itself, whose hash is `hash`.
    init(svg: Data, hash: UInt64) {
        self.init(hash: hash, size: DiagramSize(svg: svg), viewBoxWidth: HeaderBand.viewBoxWidth(svg))
    }

    /// As the cache keeps them: `HASH WIDTH HEIGHT MINIMUMWIDTH VIEWBOXWIDTH`, the hash in 16 hex
    /// digits, the size's numbers or `-` each, the width as Swift prints a `Double` (read back
    /// exactly) or `-`.
    var cached: Data {
        let size = self.size.map { "\($0.width) \($0.height) \($0.minimumWidth)" } ?? "- - -"
        return Data("\(ContentDigest.short(hash: hash)) \(size) \(viewBoxWidth.map { "\($0)" } ?? "-")".utf8)
    }

    /// Facts as `cached` spells them, for the SVG whose hash is `hash`; nil for anything else.
    init?(cached: Data, hash: UInt64) {
        let fields = String(decoding: cached, as: UTF8.self).splitAtBytes(separator: " ", omittingEmptySubsequences: false)
        guard fields.count == 5, fields[0] == ContentDigest.short(hash: hash) else { return nil }
        let numbers = fields[1...3].map { Int($0) }
        if fields[1...3].allSatisfy({ $0 == "-" }) {
            size = nil
        } else if let width = numbers[0], let height = numbers[1], let minimumWidth = numbers[2] {
            size = DiagramSize(width: width, height: height, minimumWidth: minimumWidth)
        } else {
            return nil
        }
        if fields[4] == "-" {
            viewBoxWidth = nil
        } else if let width = Double(fields[4]), width.isFinite {
            viewBoxWidth = width
        } else {
            return nil
        }
        self.hash = hash
    }
}
