/// The library's entry points for the command line: each command is one call here.
///
/// Each concern lives in its own extension file: `Lifeline+Build.swift`, `Lifeline+Trace.swift`,
/// `Lifeline+Diagram.swift`.
public enum Lifeline {}
