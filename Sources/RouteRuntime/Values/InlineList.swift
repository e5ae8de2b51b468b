/// A list that keeps its first six elements in place and only allocates for more: the values a
/// visitor records for one route, which seldom has more than six parameters.
struct InlineList<Element> {
    /// The first six elements; `filler` where there are fewer. (Six properties, not a tuple:
    /// reading one element of a tuple property copied the whole tuple.)
    private var first, second, third, fourth, fifth, sixth: Element
    private var more: [Element] = []
    /// The number of elements.
    private(set) var count = 0

    /// An empty list, whose unused places hold `filler` (no element is optional, so that reading
    /// one unwraps nothing).
    init(filler: Element) {
        (first, second, third, fourth, fifth, sixth) = (filler, filler, filler, filler, filler, filler)
    }

    /// Adds `element` at the end.
    mutating func append(_ element: Element) {
        switch count {
        case 0: first = element
        case 1: second = element
        case 2: third = element
        case 3: fourth = element
        case 4: fifth = element
        case 5: sixth = element
        default: more.append(element)
        }
        count += 1
    }

    /// The element at `index`, which is less than ``count``.
    subscript(index: Int) -> Element {
        switch index {
        case 0: first
        case 1: second
        case 2: third
        case 3: fourth
        case 4: fifth
        case 5: sixth
        default: more[index - 6]
        }
    }
}

extension InlineList: Equatable where Element: Equatable {
    /// The same elements in the same order.
    static func == (lhs: InlineList, rhs: InlineList) -> Bool {
        lhs.count == rhs.count && lhs.first == rhs.first && lhs.second == rhs.second && lhs.third == rhs.third
            && lhs.fourth == rhs.fourth && lhs.fifth == rhs.fifth && lhs.sixth == rhs.sixth && lhs.more == rhs.more
    }
}
