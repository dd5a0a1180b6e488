import Foundation

/// The records of a cache pack's bytes (`CachePacks`' format: `llc1 ADDRESS KEYLENGTH DATALENGTH
/// DATAHASH\n`, the key, the data), read as the format is documented, for tests that damage
/// one record at a time: where each record's address, key and data lie.
public struct CachePackRecords: RandomAccessCollection {
    public struct Record {
        /// The 16 hex digits of the address in the header.
        public var address: Range<Int>
        public var key: Range<Int>
        public var data: Range<Int>
    }

    private var records: [Record] = []

    public init(_ bytes: Data) {
        var offset = bytes.startIndex
        while let end = bytes[offset...].firstIndex(of: UInt8(ascii: "\n")) {
            let fields = bytes[offset..<end].split(separator: UInt8(ascii: " ")).map { String(decoding: $0, as: UTF8.self) }
            guard fields.count == 5, fields[0] == "llc1", let keyLength = Int(fields[2]), let dataLength = Int(fields[3]) else { break }
            let key = end + 1..<end + 1 + keyLength
            let data = key.upperBound..<key.upperBound + dataLength
            guard data.upperBound <= bytes.endIndex else { break }
            records.append(Record(address: offset + 5..<offset + 21, key: key, data: data))
            offset = data.upperBound
        }
    }

    public var startIndex: Int { records.startIndex }
    public var endIndex: Int { records.endIndex }
    public subscript(position: Int) -> Record { records[position] }
}
