import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The bytes of a device log: a regular file; for `compare` and `diagram` also a pipe or FIFO, or
/// standard input (`-`); never more than `limit` bytes, and never a device.
///
/// Foundation's `Data(contentsOf:)` answered "You don't have permission" for a FIFO, a pipe and
/// `/dev/zero`, and would read a regular file of any size whole before its size was checked.
enum LogFileReader {
    /// A pasted console log is far smaller.
    static let limit = 8 << 20
    /// What `compare` and `diagram` take for standard input, and what messages call it.
    static let standardInputName = "-"
    static let standardInputDisplay = "<stdin>"

    /// Reads the log at `url` (`path` in messages). `streams`: a FIFO, a pipe or standard input
    /// is read until it ends; else only a regular file is (the build reads Content/evidence, where
    /// a FIFO would wait for a writer forever).
    static func read(_ url: URL, displayPath path: String, streams: Bool) throws -> Data {
        if streams, path == standardInputName {
            return try read(descriptor: STDIN_FILENO, path: standardInputDisplay, closing: false)
        }
        var status = stat()
        guard stat(url.path, &status) == 0 else { throw failure(path, errno) }
        // Refused before it is opened: opening a device can do things (a tape rewinds).
        if let problem = problem(with: status.st_mode, streams: streams) { throw LifelineError("\(path): error: \(problem)") }
        let descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(path, errno) }
        return try read(descriptor: descriptor, path: path, closing: true)
    }

    /// Why a file of this mode is no log to read, or nil.
    private static func problem(with mode: mode_t, streams: Bool) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFIFO: streams ? nil : "this is a FIFO, not a log file; an evidence log is a regular file"
        case S_IFDIR: "this is a folder, not a log file"
        case S_IFCHR, S_IFBLK:
            "this is a device, not a log file; to read a program's output, pipe it: PROGRAM | lifeline compare - SCENARIO"
        default: "this is neither a log file nor a pipe"
        }
    }

    private static func read(descriptor: Int32, path: String, closing: Bool) throws -> Data {
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: closing)
        var status = stat()
        // Standard input may be a device (`< /dev/zero`); a terminal is read until ^D.
        if fstat(descriptor, &status) == 0, isatty(descriptor) == 0,
            let problem = problem(with: status.st_mode, streams: true)
        {
            throw LifelineError("\(path): error: \(problem)")
        }
        if status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) > limit {
            throw tooLarge(path, Int(status.st_size))
        }
        var data = Data()
        do {
            while let chunk = try handle.read(upToCount: 1 << 16), !chunk.isEmpty {
                data.append(chunk)
                if data.count > limit { throw tooLarge(path, nil) }
            }
        } catch let error as LifelineError {
            throw error
        } catch {
            throw LifelineError("\(path): error: cannot read the log (\(error.localizedDescription))")
        }
        return data
    }

    private static func tooLarge(_ path: String, _ size: Int?) -> LifelineError {
        let size = size.map { "\(($0 + (1 << 20) - 1) >> 20) MB" } ?? "more than \(limit >> 20) MB"
        return LifelineError("\(path): error: the log is \(size); a pasted console log is far smaller: cut it to the part that shows the callbacks")
    }

    private static func failure(_ path: String, _ code: Int32) -> LifelineError {
        LifelineError("\(path): error: cannot read the log (\(String(cString: strerror(code))))")
    }
}
