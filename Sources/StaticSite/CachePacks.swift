import Foundation
import Synchronization

/// The entries of a `ContentCache` folder, kept in a few pack files instead of a file each.
///
/// Creating files was most of the kernel's share of a build on this machine kind: its ext4 has no
/// journal, so every new inode is allocated past each one freed in the last half minute, one
/// buffer lookup apiece (`recently_deleted`, `find_get_block_common`; perf: a fifth of a cold
/// build's samples, with a file per cache entry and a file per stored page, 1,200 of the 1,950
/// files a build created). A pack holds many entries, so a build creates one file where it
/// created hundreds, and removes none.
///
/// A pack is records one after the other, each a header line, the key, then the data:
/// `llc1 ADDRESS KEYLENGTH DATALENGTH DATAHASH\n` (the address and the data's XXH64 hash in 16
/// hex digits, lengths in bytes). The address is the key's hash, or a slot's (`slot PATH`), where
/// each record replaces the last one at its address. Packs are named by the time they were
/// created, so that their names sort in order and a later record wins. A process appends to one
/// pack of its own, made when it first stores something; it reads every pack there was when it
/// first looked. A lookup compares the whole key and checks the data's length and hash, so a
/// collision, a record cut short by a killed build, or a stray edit is a miss, never a wrong
/// answer; a pack whose header cannot be read is read up to there.
final class CachePacks: Sendable {
    let folder: URL
    private let state = Mutex(State())

    /// Where one record's key and data lie.
    struct Location: Sendable {
        var pack: String
        /// Of the key; the data follows it.
        var offset: Int
        var keyLength: Int
        var dataLength: Int
        var dataHash: UInt64
        var recordLength: Int
    }

    private struct State {
        var loaded = false
        /// The packs read at load, in order, with their sizes.
        var packs: [(name: String, size: Int)] = []
        /// Files of the cache's older format (a file per entry), removed at the next compaction.
        var legacy: [String] = []
        /// The last record at each address.
        var index: [UInt64: Location] = [:]
        /// The addresses this process found or stored: what a compaction keeps.
        var touched: Set<UInt64> = []
        /// The pack this process appends to, once it has stored anything.
        var writer: (name: String, descriptor: Int32, size: Int)?
        /// Each pack read so far, open for the rest of the process (or until a rewrite): an
        /// open and a close a lookup were a twentieth of a rebuild with nothing changed (perf).
        var readers: [String: Int32] = [:]
        /// The packs small enough to be read whole at load (`heldLimit`), by name: their
        /// records are found and read in memory, not with a `pread` for each header, key and
        /// data.
        var held: [String: Data] = [:]
    }

    /// The largest pack read whole at load. The device logs', traces' and Markdown readings'
    /// packs (about 1.5 MB each for the canonical site) are read whole by every build anyway;
    /// reading them a header, a key and a data at a time was 2,800 of the 4,700 `pread`s of a
    /// one-scenario edit (strace). Larger packs (stored pages, drawings) are read in part.
    static let defaultHeldLimit = 4 << 20
    let heldLimit: Int

    private let folderPath: String

    init(folder: URL, heldLimit: Int = CachePacks.defaultHeldLimit) {
        self.folder = folder
        self.heldLimit = heldLimit
        folderPath = folder.path
    }

    deinit {
        state.withLock { state in
            if let writer = state.writer { close(writer.descriptor) }
            for descriptor in state.readers.values { close(descriptor) }
        }
    }

    /// The data stored for `key` at `address`, if its record is whole.
    func value(for key: String, at address: UInt64) -> Data? {
        valueAndHash(for: key, at: address)?.data
    }

    /// The same, with the data's XXH64 hash, which the lookup checked it against: a caller that
    /// names the bytes by that hash need not read them again.
    func valueAndHash(for key: String, at address: UInt64) -> (data: Data, hash: UInt64)? {
        let found: (location: Location, descriptor: Int32)? = state.withLock { state in
            load(&state)
            guard let location = state.index[address], location.keyLength == key.utf8.count else { return nil }
            if state.held[location.pack] != nil { return (location, -1) }
            if let descriptor = state.readers[location.pack] { return (location, descriptor) }
            let descriptor = open(path(location.pack), O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            guard descriptor >= 0 else { return nil }
            state.readers[location.pack] = descriptor
            return (location, descriptor)
        }
        // The key and the data in one read, into one buffer that the data is made of without a
        // copy (13 MB of stored pages in every warm build). A descriptor a rewrite closed
        // meanwhile reads nothing, or another file, whose key and hash then do not match.
        guard let (location, descriptor) = found else { return nil }
        if descriptor < 0 {
            // A held pack: the key compared and the data copied out of the memory read at load.
            guard let pack = state.withLock({ $0.held[location.pack] }),
                let data = Self.record(of: location, in: pack, key: key)
            else { return nil }
            _ = state.withLock { $0.touched.insert(address) }
            return (data, location.dataHash)
        }
        guard let data = Self.read(descriptor, at: location.offset, keyLength: location.keyLength, dataLength: location.dataLength, key: key),
            XXHash64.hash(data) == location.dataHash
        else { return nil }
        _ = state.withLock { $0.touched.insert(address) }
        return (data, location.dataHash)
    }

    /// The XXH64 hash and length of the data stored for `key` at `address`, its key read and
    /// compared but its data not read: the record counts as found (`compact` keeps it). The
    /// data is checked against the hash when it is read (`valueAndHash`).
    func located(for key: String, at address: UInt64) -> (hash: UInt64, count: Int)? {
        let found: (location: Location, held: Data?, descriptor: Int32)? = state.withLock { state in
            load(&state)
            guard let location = state.index[address], location.keyLength == key.utf8.count else { return nil }
            if let held = state.held[location.pack] { return (location, held, -1) }
            if let descriptor = state.readers[location.pack] { return (location, nil, descriptor) }
            let descriptor = open(path(location.pack), O_RDONLY | O_CLOEXEC | O_NONBLOCK)
            guard descriptor >= 0 else { return nil }
            state.readers[location.pack] = descriptor
            return (location, nil, descriptor)
        }
        guard let (location, held, descriptor) = found else { return nil }
        let stored: Data?
        if let held {
            let start = held.startIndex + location.offset
            stored = location.offset >= 0 && location.offset + location.keyLength + location.dataLength <= held.count ? held[start..<(start + location.keyLength)] : nil
        } else {
            stored = Self.read(descriptor, at: location.offset, count: location.keyLength)
        }
        guard let stored, PackedFields.same(stored, key) else { return nil }
        _ = state.withLock { $0.touched.insert(address) }
        return (location.dataHash, location.dataLength)
    }

    /// The data of the record at `location` in the held pack's bytes, when its key is `key` and
    /// its data whole.
    private static func record(of location: Location, in pack: Data, key: String) -> Data? {
        let keyEnd = location.offset + location.keyLength
        let end = keyEnd + location.dataLength
        guard location.offset >= 0, end <= pack.count else { return nil }
        let start = pack.startIndex
        guard PackedFields.same(pack[(start + location.offset)..<(start + keyEnd)], key) else { return nil }
        let data = Data(pack[(start + keyEnd)..<(start + end)])
        return XXHash64.hash(data) == location.dataHash ? data : nil
    }

    /// Counts the record at `address` as found, for `compact`.
    func touch(_ address: UInt64) {
        state.withLock { state in
            load(&state)
            if state.index[address] != nil { state.touched.insert(address) }
        }
    }

    /// Appends a record of `data` under `key` at `address`; failures are ignored (the cache is an
    /// optimisation: a record not written is drawn or rendered again next time).
    func store(_ data: Data, for key: String, at address: UInt64) {
        let keyBytes = Data(key.utf8)
        let hash = XXHash64.hash(data)
        let header = Data("llc1 \(Self.hex(address)) \(keyBytes.count) \(data.count) \(Self.hex(hash))\n".utf8)
        let record = header + keyBytes + data
        state.withLock { state in
            load(&state)
            guard let writer = openWriter(&state) else { return }
            guard Self.writeAll(record, to: writer.descriptor) else {
                // Half a record at the end of a pack reads as its end; nothing after it is trusted.
                close(writer.descriptor)
                state.writer = nil
                return
            }
            state.writer!.size += record.count
            state.index[address] = Location(
                pack: writer.name, offset: writer.size + header.count, keyLength: keyBytes.count, dataLength: data.count,
                dataHash: hash, recordLength: record.count)
            state.touched.insert(address)
        }
    }

    /// Every key stored, the last at each address, in no particular order.
    var keys: [String] {
        let locations = state.withLock { state in
            load(&state)
            return Array(state.index.values)
        }
        return locations.compactMap { location in
            read(location.pack, at: location.offset, count: location.keyLength).map { String(decoding: $0, as: UTF8.self) }
        }
    }

    /// Rewrites the packs as one holding only what `keep` says of each address's last record
    /// (given its key), and removes the rest and any file of the older format.
    func rewrite(keeping keep: (String) -> Bool) {
        state.withLock { state in
            load(&state)
            let kept = state.index.filter { _, location in
                read(location.pack, at: location.offset, count: location.keyLength).map { keep(String(decoding: $0, as: UTF8.self)) } ?? false
            }
            rewrite(&state, keeping: kept)
        }
    }

    /// At the end of a build: when the packs are more than `maximumPacks`, or files of the older
    /// format are there, or (`keepingAll` false) the packs hold more than `slack` times the bytes
    /// of the records this process found or stored, they are rewritten as one pack of the last
    /// record at each address (`keepingAll`) or of those found or stored alone. A build that
    /// found everything it needed leaves them as they are.
    func compact(keepingAll: Bool, maximumPacks: Int = 8, slack: Int = 4) {
        state.withLock { state in
            load(&state)
            let live = keepingAll ? state.index : state.index.filter { state.touched.contains($0.key) }
            let liveBytes = live.values.reduce(0) { $0 + $1.recordLength }
            let packs = state.packs.count + (state.writer == nil ? 0 : 1)
            let total = state.packs.reduce(0) { $0 + $1.size } + (state.writer?.size ?? 0)
            let wasteful = !keepingAll && total > slack * max(liveBytes, 1 << 20)
            guard packs > maximumPacks || wasteful || !state.legacy.isEmpty else { return }
            rewrite(&state, keeping: live)
        }
    }

    /// One new pack of `kept`'s records, copied as they are; every other pack removed.
    private func rewrite(_ state: inout State, keeping kept: [UInt64: Location]) {
        let old = state.packs.map(\.name) + (state.writer.map { [$0.name] } ?? [])
        for descriptor in state.readers.values { close(descriptor) }
        state.readers = [:]
        state.held = [:]
        if let writer = state.writer { close(writer.descriptor) }
        state.writer = nil
        state.packs = []
        state.index = [:]
        if !kept.isEmpty, let writer = openWriter(&state) {
            // In the order they were written, so that the new pack reads as the old ones did;
            // each old pack opened once (opened for each record, they were 461 opens of an edit
            // that compacted a folder, strace).
            let ordered = kept.sorted { ($0.value.pack, $0.value.offset) < ($1.value.pack, $1.value.offset) }
            var sources: [String: Int32] = [:]
            defer { for descriptor in sources.values where descriptor >= 0 { close(descriptor) } }
            for (address, location) in ordered {
                let start = location.offset - (location.recordLength - location.keyLength - location.dataLength)
                if sources[location.pack] == nil { sources[location.pack] = open(path(location.pack), O_RDONLY | O_CLOEXEC | O_NONBLOCK) }
                guard let source = sources[location.pack], source >= 0,
                    let record = Self.read(source, at: start, count: location.recordLength),
                    Self.writeAll(record, to: writer.descriptor)
                else { continue }
                state.index[address] = Location(
                    pack: writer.name, offset: state.writer!.size + (location.offset - start), keyLength: location.keyLength,
                    dataLength: location.dataLength, dataHash: location.dataHash, recordLength: location.recordLength)
                state.writer!.size += location.recordLength
            }
        }
        for name in old + state.legacy { unlink(path(name)) }
        state.legacy = []
    }

    /// Reads every pack's headers, once.
    private func load(_ state: inout State) {
        guard !state.loaded else { return }
        state.loaded = true
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        state.legacy = names.filter { $0.hasSuffix(".entry") || $0.contains(".entry.tmp-") }
        for name in names where name.hasSuffix(".pack") {
            let (size, held) = scan(name) { address, location in state.index[address] = location }
            state.packs.append((name, size))
            if let held { state.held[name] = held }
        }
    }

    /// Calls `found` for each whole record of pack `name`, in order; returns the pack's size, and
    /// its bytes when it is small enough to be held (`heldLimit`).
    /// Anything but a regular file (a FIFO, a device, a folder named like a pack) is no pack.
    private func scan(_ name: String, found: (UInt64, Location) -> Void) -> (size: Int, held: Data?) {
        // Not blocking: opening a FIFO for reading waits for a writer.
        let descriptor = open(path(name), O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return (0, nil) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return (0, nil) }
        let size = Int(info.st_size)
        if size <= heldLimit, let bytes = Self.read(descriptor, at: 0, count: size) {
            bytes.withUnsafeBytes { buffer in
                var offset = 0
                while offset < size, let record = Self.header(UnsafeRawBufferPointer(rebasing: buffer[offset..<min(offset + 128, size)]), at: offset, of: name, size: size) {
                    found(record.address, record.location)
                    offset += record.location.recordLength
                }
            }
            return (size, bytes)
        }
        // A larger pack is read through a window of a page: one `pread` covers the headers of
        // the small records in it, and a large record's header costs one read of a page, not of
        // more (32 KB windows read 15 MB of stored pages' bytes to find 471 headers, strace).
        let windowSize = 4096
        let window = UnsafeMutableRawBufferPointer.allocate(byteCount: windowSize, alignment: 1)
        defer { window.deallocate() }
        var windowStart = 0
        var windowCount = 0
        var offset = 0
        while offset < size {
            if offset + 128 > windowStart + windowCount, windowStart + windowCount < size || offset >= windowStart + windowCount {
                let count = pread(descriptor, window.baseAddress, windowSize, off_t(offset))
                guard count > 0 else { break }
                windowStart = offset
                windowCount = count
            }
            let start = offset - windowStart
            guard let record = Self.header(UnsafeRawBufferPointer(rebasing: window[start..<min(start + 128, windowCount)]), at: offset, of: name, size: size)
            else { break }
            found(record.address, record.location)
            offset += record.location.recordLength
        }
        return (size, nil)
    }

    /// The record whose header starts `bytes` (at most 128 of them), at `offset` of pack `name`
    /// of `size` bytes; nil when they hold no whole header of a record that fits in the pack.
    private static func header(_ bytes: UnsafeRawBufferPointer, at offset: Int, of name: String, size: Int) -> (address: UInt64, location: Location)? {
        guard let end = bytes.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        // Read as numbers from the bytes: five Strings a record were most of scanning a pack.
        let fields = bytes[..<end].split(separator: UInt8(ascii: " "))
        guard fields.count == 5, fields[0].elementsEqual("llc1".utf8), let address = number(fields[1], radix: 16),
            let keyLength = number(fields[2], radix: 10).map(Int.init), let dataLength = number(fields[3], radix: 10).map(Int.init),
            let hash = number(fields[4], radix: 16), keyLength <= size, dataLength <= size
        else { return nil }
        let recordLength = end + 1 + keyLength + dataLength
        guard offset + recordLength <= size else { return nil }
        return (address, Location(pack: name, offset: offset + end + 1, keyLength: keyLength, dataLength: dataLength, dataHash: hash, recordLength: recordLength))
    }

    /// The number `digits` spell in `radix` (10 or 16, lowercase), as the header writes it; nil
    /// for anything else, or for more than 16 digits.
    static func number(_ digits: some Collection<UInt8>, radix: UInt64) -> UInt64? {
        guard !digits.isEmpty, digits.count <= (radix == 16 ? 16 : 15) else { return nil }
        var value: UInt64 = 0
        for byte in digits {
            let digit: UInt64
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16: digit = UInt64(byte - UInt8(ascii: "a") + 10)
            default: return nil
            }
            value = value * radix + digit
        }
        return value
    }

    /// This process's pack, made on first use.
    private func openWriter(_ state: inout State) -> (name: String, descriptor: Int32, size: Int)? {
        if let writer = state.writer { return writer }
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        let stamp = UInt64(now.tv_sec) &* 1_000_000_000 &+ UInt64(now.tv_nsec)
        let name = "\(Self.hex(stamp))-\(getpid())-\(Self.hex(UInt64.random(in: 0...UInt64.max))).pack"
        let descriptor = open(path(name), O_WRONLY | O_CREAT | O_EXCL | O_APPEND | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        state.writer = (name, descriptor, 0)
        return state.writer
    }

    /// The path of pack `name`: joined as text, where a URL per lookup was 3 % of a
    /// one-scenario edit (perf).
    private func path(_ name: String) -> String { folderPath + "/" + name }

    /// `count` bytes of pack `name` from `offset`; nil when the file is gone or shorter.
    private func read(_ name: String, at offset: Int, count: Int) -> Data? {
        let descriptor = open(path(name), O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return Self.read(descriptor, at: offset, count: count)
    }

    /// `count` bytes of the open pack `descriptor` from `offset`; nil when the file is shorter.
    /// Read into a buffer that becomes the Data, not zeroed first (`Data(count:)` filled 13 MB
    /// of stored pages with zeros before reading over them, perf).
    private static func read(_ descriptor: Int32, at offset: Int, count: Int) -> Data? {
        guard count > 0 else { return Data() }
        guard let buffer = malloc(count) else { return nil }
        var done = 0
        while done < count {
            let read = pread(descriptor, buffer + done, count - done, off_t(offset + done))
            if read < 0, errno == EINTR { continue }
            guard read > 0 else {
                free(buffer)
                return nil
            }
            done += read
        }
        return Data(bytesNoCopy: buffer, count: count, deallocator: .free)
    }

    /// The data of the record whose key of `keyLength` bytes starts at `offset` of the open pack
    /// `descriptor`, when the key is `key`: both read at once, the data kept in the buffer read.
    private static func read(_ descriptor: Int32, at offset: Int, keyLength: Int, dataLength: Int, key: String) -> Data? {
        guard keyLength >= 0, dataLength >= 0, let buffer = malloc(max(1, keyLength + dataLength)) else { return nil }
        var done = 0
        while done < keyLength + dataLength {
            let read = pread(descriptor, buffer + done, keyLength + dataLength - done, off_t(offset + done))
            if read < 0, errno == EINTR { continue }
            guard read > 0 else {
                free(buffer)
                return nil
            }
            done += read
        }
        var text = key
        let same = text.withUTF8 { $0.count == keyLength && (keyLength == 0 || memcmp(buffer, $0.baseAddress!, keyLength) == 0) }
        guard same else {
            free(buffer)
            return nil
        }
        return Data(bytesNoCopy: buffer + keyLength, count: dataLength, deallocator: .custom { _, _ in free(buffer) })
    }

    private static func writeAll(_ data: Data, to descriptor: Int32) -> Bool {
        data.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let written = write(descriptor, buffer.baseAddress! + done, buffer.count - done)
                if written < 0, errno == EINTR { continue }
                guard written > 0 else { return false }
                done += written
            }
            return true
        }
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
