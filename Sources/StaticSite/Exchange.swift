import Foundation

/// Linux's `renameat2(…, RENAME_EXCHANGE)`: two paths swap places in one atomic step.
///
/// Glibc declares it only under `_GNU_SOURCE`, which Swift's Glibc module does not define, so
/// it is looked up by name at run time; where it does not exist the caller falls back to renames.
enum Exchange {
    private typealias RenameAt2 = @convention(c) (Int32, UnsafePointer<CChar>, Int32, UnsafePointer<CChar>, UInt32) -> Int32

    private static let function: RenameAt2? = {
        #if os(Linux)
        guard let symbol = dlsym(nil, "renameat2") else { return nil }
        return unsafeBitCast(symbol, to: RenameAt2.self)
        #else
        return nil
        #endif
    }()

    /// Swaps `first` and `second`; false when the system cannot (the paths are then unchanged).
    static func swap(_ first: String, _ second: String) -> Bool {
        guard let function else { return false }
        let atCurrentDirectory: Int32 = -100 // AT_FDCWD
        let exchange: UInt32 = 1 << 1 // RENAME_EXCHANGE
        return function(atCurrentDirectory, first, atCurrentDirectory, second, exchange) == 0
    }
}
