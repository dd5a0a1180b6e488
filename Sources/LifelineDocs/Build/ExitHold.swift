/// What a build made, held until the process exits when the process ends with the build
/// (`BuildOptions.endsWithProcess`). Freeing it at the end of the build released every page,
/// trace and string one at a time, work the exit does at once, as freeing a compilation's
/// objects is for clang, which skips it (`-disable-free`).
enum ExitHold {
    private final class Held {
        let values: [Any]
        init(_ values: [Any]) { self.values = values }
    }

    /// Holds `values` until the process exits: one reference to them is never released.
    static func keep(_ values: Any...) {
        _ = Unmanaged.passRetained(Held(values))
    }
}
