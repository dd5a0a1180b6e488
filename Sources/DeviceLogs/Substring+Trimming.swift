extension Substring {
    /// The text without the characters at either end that satisfy `predicate`.
    func trimming(while predicate: (Character) -> Bool) -> Substring {
        let start = firstIndex { !predicate($0) } ?? endIndex
        let end = self[start...].lastIndex { !predicate($0) }.map(index(after:)) ?? start
        return self[start..<end]
    }
}
