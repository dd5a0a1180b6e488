import Foundation
import StaticSite
import Testing

/// Several byte strings as one cache value (`PackedFields`): exact bytes, and nil for anything
/// whose header does not describe the bytes after it.
@Suite struct PackedFieldsTests {
    @Test("Words are 8 little-endian bytes each and read back exactly; a field of another length is no words")
    func words() throws {
        let values: [UInt64] = [0, 1, 0x0102_0304_0506_0708, .max]
        let field = PackedFields.words(values)
        #expect(field == Data([0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 8, 7, 6, 5, 4, 3, 2, 1] + [UInt8](repeating: 255, count: 8)))
        let packed = PackedFields.pack([field, Data("x".utf8), Data(count: 15)])
        let read = packed.withUnsafeBytes { bytes -> [[UInt64]?]? in
            guard var fields = PackedFields.Fields(bytes) else { return nil }
            return [fields.words(4), fields.words(0), fields.words(2), fields.words(1)]
        }
        #expect(read == [values, nil, nil, nil])
    }

    @Test("Fields are packed as a line of their lengths, then their bytes; unpacked, they are the fields")
    func roundTrip() throws {
        let fields = [Data("title".utf8), Data(), Data("two\nlines 3 4\n".utf8), Data([0, 255, 10, 32])]
        let packed = PackedFields.pack(fields)
        #expect(packed == Data("5 0 14 4\ntitle".utf8) + Data("two\nlines 3 4\n".utf8) + Data([0, 255, 10, 32]))
        #expect(try #require(PackedFields.unpack(packed)).map { Data($0) } == fields)
        #expect(PackedFields.unpack(PackedFields.pack([])) == [])
        #expect(PackedFields.unpack(PackedFields.pack([Data()]))?.map { Data($0) } == [Data()])
    }

    @Test("A header that is not lengths, or lengths the bytes do not hold exactly, is no value", arguments: [
        "", "no header", "6\nshort", "3\ntoo long", "1 x\nab", "1  1\nab", " 1\na", "1 \na", "-1\n", "999999999999999999999\nx",
    ])
    func damaged(_ text: String) {
        #expect(PackedFields.unpack(Data(text.utf8)) == nil)
    }

    @Test("Fields unpacked from a slice of a larger buffer are that slice's")
    func slice() throws {
        let whole = Data("junk".utf8) + PackedFields.pack([Data("ab".utf8), Data("c".utf8)])
        let fields = try #require(PackedFields.unpack(whole.dropFirst(4)))
        #expect(fields.map { String(decoding: $0, as: UTF8.self) } == ["ab", "c"])
    }

    @Test("A field is the same as a text only when it holds exactly the text's UTF-8 bytes; a field reads back as its text")
    func sameAndText() {
        #expect(PackedFields.same(Data("key".utf8), "key") && PackedFields.same(Data(), ""))
        #expect(!PackedFields.same(Data("kez".utf8), "key") && !PackedFields.same(Data("ke".utf8), "key") && !PackedFields.same(Data("keys".utf8), "key"))
        #expect(PackedFields.same(Data("视图 é\u{301}".utf8), "视图 é\u{301}"))
        let fields = PackedFields.unpack(PackedFields.pack([Data("ab".utf8), Data("视图".utf8), Data()]))!
        #expect(fields.map(PackedFields.text) == ["ab", "视图", ""])
        #expect(PackedFields.same(fields[1], "视图") && !PackedFields.same(fields[0], "视图"))
    }

    @Test("Fields read in order from the bytes: texts, optional texts, numbers with and without a last word; anything else is nil")
    func fieldsReader() throws {
        let values = ["视图", "", "=x", "?", "12", "-3 4 5", "1 2 c", "1 2", "1  2", "1 -", "12c", "-", "1 2 c d", "9999999999999999999"]
        let packed = PackedFields.pack(values.map { Data($0.utf8) })
        try packed.withUnsafeBytes { bytes in
            var fields = try #require(PackedFields.Fields(bytes))
            #expect(fields.count == values.count && !fields.atEnd)
            #expect(fields.text() == "视图")
            #expect(fields.optional() == .some(nil))
            #expect(fields.optional() == .some("x"))
            #expect(fields.optional() == nil)
            #expect(fields.number() == 12)
            #expect(fields.numbers()?.numbers == [-3, 4, 5])
            let withWord = fields.numbers(word: true)
            #expect(withWord?.numbers == [1, 2] && withWord?.word == "c")
            #expect(fields.numbers(word: true) == nil, "no word where one is asked for")
            for _ in 0..<6 { #expect(fields.numbers(word: true) == nil) }
            #expect(fields.atEnd)
            #expect(fields.text() == nil && fields.optional() == nil && fields.number() == nil)
        }
        try PackedFields.pack(["same line", "same line", "other", ""].map { Data($0.utf8) }).withUnsafeBytes { bytes in
            var fields = try #require(PackedFields.Fields(bytes))
            let first = fields.text()
            #expect(first == "same line")
            #expect(fields.text(reusing: first) == "same line")
            #expect(fields.text(reusing: first) == "other")
            #expect(fields.text(reusing: nil) == "" && fields.text(reusing: first) == nil)
        }
        Data("1 3\nabc".utf8).withUnsafeBytes { #expect(PackedFields.Fields($0) == nil) }
        Data("1 2\nabc".utf8).withUnsafeBytes { #expect(PackedFields.Fields($0)?.count == 2) }
        Data("\n".utf8).withUnsafeBytes { #expect(PackedFields.Fields($0)?.count == 0) }
    }

    @Test("A number: digits after at most one '-', 18 digits at most; anything else in its place is no number", arguments: [
        ("-12", [-12]), ("123456789012345678", [123456789012345678]), ("1234567890123456789", nil), ("1-2", nil), ("--1", nil),
        ("-", nil), ("", nil), ("1 ", nil), (" 1", nil), ("0 -0 7", [0, 0, 7]), ("1 2 3 4 5", [1, 2, 3, 4, 5]),
    ] as [(String, [Int]?)])
    func numberForms(field: String, numbers: [Int]?) throws {
        try PackedFields.pack([Data(field.utf8), Data(field.utf8)]).withUnsafeBytes { bytes in
            var fields = try #require(PackedFields.Fields(bytes))
            #expect(fields.numbers()?.numbers == numbers)
            let four = fields.fourNumbersAndLetter()
            #expect(four == nil)
        }
    }

    @Test("An optional text is one field: nil and the empty text differ, and both readers read it back")
    func optionalTexts() throws {
        let values: [String?] = [nil, "", "=", "视图"]
        let packed = PackedFields.pack(values.map(PackedFields.optional))
        #expect(try #require(PackedFields.unpack(packed)).map(PackedFields.optional) == values.map { .some($0) })
        try packed.withUnsafeBytes { bytes in
            var fields = try #require(PackedFields.Fields(bytes))
            for value in values { #expect(fields.optional() == .some(value)) }
        }
        #expect(PackedFields.optional(Data("x".utf8)) == nil)
    }

    @Test("Four numbers and a letter read exactly what numbers(word:) reads as four numbers and a one-letter word, and nothing else")
    func fourNumbersAndLetter() {
        var fields = ["12 3 2 0 c", "-1 0 -7 3 n", "0 0 0 0 t", "1 2 3 4 cc", "1 2 3 c", "1 2 3 4 5 c", "1 2 3 4 ", "1 2 3 4 5",
                      "1  2 3 4 c", " 1 2 3 4 c", "1 2 3 4 c ", "1 2 3 -4 é", "1 2 3 4 -", "999999999999999999 1 2 3 x", "1 2 3 4 c\n", "", "c"]
        // And random ones, from the characters these fields are made of.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            fields.append(String((0..<Int.random(in: 0...12, using: &generator)).map { _ in "0123456789 -ct".randomElement(using: &generator)! }))
        }
        let packed = PackedFields.pack(fields.map { Data($0.utf8) })
        packed.withUnsafeBytes { bytes in
            var reference = PackedFields.Fields(bytes)!, reader = PackedFields.Fields(bytes)!
            for field in fields {
                let expected = reference.numbers(word: true).flatMap { found -> ([Int], UInt8)? in
                    found.numbers.count == 4 && found.word.utf8.count == 1 ? (found.numbers, found.word.utf8.first!) : nil
                }
                let read = reader.fourNumbersAndLetter().map { ([$0.numbers.0, $0.numbers.1, $0.numbers.2, $0.numbers.3], $0.letter) }
                #expect(read?.0 == expected?.0 && read?.1 == expected?.1, "\(field)")
            }
        }
    }

    @Test("Packed as the road it replaced packed them: the lengths joined as text, then the fields")
    func packSameAsReference() {
        func reference(_ fields: [Data]) -> Data {
            var packed = Data(fields.map { String($0.count) }.joined(separator: " ").utf8)
            packed.append(UInt8(ascii: "\n"))
            for field in fields { packed.append(field) }
            return packed
        }
        var generator = SystemRandomNumberGenerator()
        var cases: [[Data]] = [[], [Data()], [Data(), Data()], [Data(count: 10)], [Data(count: 9), Data(count: 100), Data(count: 1_000), Data(count: 12_345)]]
        for _ in 0..<200 {
            cases.append((0..<Int.random(in: 0...20, using: &generator)).map { _ in Data((0..<Int.random(in: 0...120, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }) })
        }
        for fields in cases {
            #expect(PackedFields.pack(fields) == reference(fields), "\(fields.map(\.count))")
        }
    }

    @Test("Written a field at a time (texts, bytes, optional texts), the same bytes as the fields made Data each and packed")
    func writerSameAsPack() {
        enum Field { case text(String), bytes(Data), optional(String?) }
        var generator = SystemRandomNumberGenerator()
        let texts = ["", "a", "viewDidLoad", "视图控制器", "e\u{301}", "=", " ", "\n", String(repeating: "x", count: 300)]
        var cases: [[Field]] = [[], [.text("")], [.optional(nil)], [.optional("")], [.bytes(Data())], [.text("a"), .optional(nil), .bytes(Data([0, 255]))]]
        for _ in 0..<300 {
            cases.append((0..<Int.random(in: 0...30, using: &generator)).map { _ in
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: .text(texts.randomElement(using: &generator)!)
                case 1: .bytes(Data((0..<Int.random(in: 0...40, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }))
                default: .optional(Bool.random(using: &generator) ? nil : texts.randomElement(using: &generator)!)
                }
            })
        }
        for fields in cases {
            var writer = PackedFields.Writer()
            var data: [Data] = []
            for field in fields {
                switch field {
                case .text(let text):
                    writer.add(text)
                    data.append(Data(text.utf8))
                case .bytes(let bytes):
                    writer.add(bytes)
                    data.append(bytes)
                case .optional(let text):
                    writer.add(optional: text)
                    data.append(PackedFields.optional(text))
                }
            }
            #expect(writer.packed == PackedFields.pack(data))
        }
    }
}
