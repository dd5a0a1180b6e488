import Foundation
@testable import LifelineDocs
import Testing

/// The facts a page reads of an SVG, as the diagram cache keeps them beside it: read back exactly,
/// and only for the SVG they were read from.
@Suite struct SVGFactsTests {
    static let svg = Data(#"<?xml version="1.0"?><svg width="620pt" height="1207pt" viewBox="0.00 0.00 620.35 1207.00" xmlns="http://www.w3.org/2000/svg"><g/></svg>"#.utf8)

    @Test("Read from an SVG: its size as a page shows it and its viewBox width; spelt and read back the same, for the same hash only")
    func roundTrip() throws {
        let facts = SVGFacts(svg: Self.svg, hash: 0x0123_4567_89ab_cdef)
        #expect(facts == SVGFacts(hash: 0x0123_4567_89ab_cdef, size: DiagramSize(width: 827, height: 1609, minimumWidth: 620), viewBoxWidth: 620.35))
        #expect(String(decoding: facts.cached, as: UTF8.self) == "0123456789abcdef 827 1609 620 620.35")
        #expect(SVGFacts(cached: facts.cached, hash: 0x0123_4567_89ab_cdef) == facts)
        #expect(SVGFacts(cached: facts.cached, hash: 0x0123_4567_89ab_cdee) == nil)
    }

    @Test("An SVG without a size or a viewBox: none, spelt '-' and read back so")
    func none() {
        let facts = SVGFacts(svg: Data("<svg><g/></svg>".utf8), hash: 7)
        #expect(facts == SVGFacts(hash: 7, size: nil, viewBoxWidth: nil))
        #expect(String(decoding: facts.cached, as: UTF8.self) == "0000000000000007 - - - -")
        #expect(SVGFacts(cached: facts.cached, hash: 7) == facts)
    }

    @Test("Garbled facts are no facts: the SVG is read again", arguments: [
        "", "0000000000000007", "0000000000000007 827 1609 620", "0000000000000007 827 1609 620 620.35 1",
        "0000000000000007 827 - 620 620.35", "0000000000000007 827 1609 620 wide", "0000000000000007 827 1609 620 inf",
        "0000000000000007 827 1609 620 nan", "0000000000000007  827 1609 620 620.35", "7 827 1609 620 620.35",
    ])
    func garbled(text: String) {
        #expect(SVGFacts(cached: Data(text.utf8), hash: 7) == nil)
    }
}
