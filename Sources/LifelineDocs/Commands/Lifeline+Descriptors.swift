import StaticSite

extension Lifeline {
    /// The fewest open files a build (and so `serve`, which builds) is run with. Below it the
    /// process does not fail cleanly: with 7 to 16, libdispatch or Foundation aborted it
    /// (SIGILL, measured on this project's fixture site), where 12 builds the canonical site
    /// with Graphviz in this process. 16 leaves a margin over that.
    static let fewestDescriptors = 16

    /// Refuses to start `command` (`build`, `serve`, `check`) below `fewestDescriptors`, with
    /// the limit and what to do, before anything is read or written.
    static func requireDescriptors(for command: String, retry: String) throws {
        guard !DescriptorLimit.allows(fewestDescriptors) else { return }
        let limit = DescriptorLimit.current.map(String.init) ?? "?"
        throw LifelineError("error: lifeline \(command) needs at least \(fewestDescriptors) open files; this process may open \(limit) files (ulimit -n): raise the limit and \(retry) again")
    }
}
