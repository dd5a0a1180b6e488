import LifecycleDiagrams

extension Lifeline {
    /// One diagram of one scenario, as bytes in `format`.
    public static func diagram(
        _ idOrPath: String, kind: DiagramKind, format: OutputFormat, in project: Project
    ) throws -> [UInt8] {
        try DiagramRenderer.render(kind, for: trace(idOrPath, in: project), as: format)
    }
}
