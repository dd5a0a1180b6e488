extension String {
    /// Nil for an empty string: Mustache opens a section for any string, even an empty one.
    var nonEmpty: String? { isEmpty ? nil : self }
}
