/// Two call sequences laid side by side: which calls both have, in the same order, and which only
/// one of them has. Comparing a device log with a scenario, or one iOS profile with another, is
/// this one alignment; the verdict, the text report and the diff diagram all read it.
public struct TraceAlignment: Equatable, Sendable {
    /// What one call is, for comparing: who received it and which method.
    public struct Key: Hashable, Sendable, CustomStringConvertible {
        public var receiver: ObjectID
        public var method: String

        public init(_ receiver: ObjectID, _ method: String) {
            self.receiver = receiver
            self.method = method
        }

        public var description: String { "\(receiver) \(method)" }
    }

    /// One row: a call both sides made, or one only the left or only the right side made.
    /// The numbers are positions (0-based) in the sequences given.
    public enum Row: Equatable, Sendable {
        case both(left: Int, right: Int)
        case leftOnly(Int)
        case rightOnly(Int)

        public var left: Int? {
            switch self {
            case .both(let left, _), .leftOnly(let left): left
            case .rightOnly: nil
            }
        }

        public var right: Int? {
            switch self {
            case .both(_, let right), .rightOnly(let right): right
            case .leftOnly: nil
            }
        }
    }

    public let left: [Key]
    public let right: [Key]
    public let rows: [Row]

    /// The shortest edit from `left` to `right` (the standard library's Myers difference), as rows
    /// in order; where both sides differ at one place, the left side's calls come first.
    public init(left: [Key], right: [Key]) {
        self.left = left
        self.right = right
        let difference = right.difference(from: left)
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }
        var rows: [Row] = []
        var (i, j) = (0, 0)
        while i < left.count || j < right.count {
            if i < left.count, removed.contains(i) {
                rows.append(.leftOnly(i))
                i += 1
            } else if j < right.count, inserted.contains(j) {
                rows.append(.rightOnly(j))
                j += 1
            } else {
                rows.append(.both(left: i, right: j))
                i += 1
                j += 1
            }
        }
        self.rows = rows
    }

    /// The alignment of `left` and `right` whose rows an earlier alignment of the same sides
    /// found (kept between builds); nil unless the rows take each side's calls once, in order.
    public init?(left: [Key], right: [Key], rows: [Row]) {
        var (i, j) = (0, 0)
        for row in rows {
            if let l = row.left {
                guard l == i else { return nil }
                i += 1
            }
            if let r = row.right {
                guard r == j else { return nil }
                j += 1
            }
        }
        guard i == left.count, j == right.count else { return nil }
        self.left = left
        self.right = right
        self.rows = rows
    }

    /// Whether both sides made the same calls in the same order.
    public var agrees: Bool { rows.allSatisfy { if case .both = $0 { true } else { false } } }

    /// The index in `rows` of the first row only one side has.
    public var firstDifference: Int? {
        rows.firstIndex { if case .both = $0 { false } else { true } }
    }

    /// From row `index` on, the first call of the left side and the first of the right side: what
    /// each side does next where they part.
    public func next(from index: Int) -> (left: Int?, right: Int?) {
        let rest = rows[index...]
        return (rest.lazy.compactMap(\.left).first, rest.lazy.compactMap(\.right).first)
    }
}
