/// A list that keeps its first six elements in place and only allocates for more: the values a
/// visitor records for one route, which seldom has more than six parameters.
struct InlineList<Element> {
    private var inPlace: (Element?, Element?, Element?, Element?, Element?, Element?) = (nil, nil, nil, nil, nil, nil)
    private var more: [Element] = []
    /// The number of elements.
    private(set) var count = 0

    /// Adds `element` at the end.
    mutating func append(_ element: Element) {
        switch count {
        case 0: inPlace.0 = element
        case 1: inPlace.1 = element
        case 2: inPlace.2 = element
        case 3: inPlace.3 = element
        case 4: inPlace.4 = element
        case 5: inPlace.5 = element
        default: more.append(element)
        }
        count += 1
    }

    /// The element at `index`, which is less than ``count``.
    subscript(index: Int) -> Element {
        switch index {
        case 0: inPlace.0!
        case 1: inPlace.1!
        case 2: inPlace.2!
        case 3: inPlace.3!
        case 4: inPlace.4!
        case 5: inPlace.5!
        default: more[index - 6]
        }
    }
}

extension InlineList: Equatable where Element: Equatable {
    /// The same elements in the same order.
    static func == (lhs: InlineList, rhs: InlineList) -> Bool {
        lhs.count == rhs.count && lhs.inPlace.0 == rhs.inPlace.0 && lhs.inPlace.1 == rhs.inPlace.1
            && lhs.inPlace.2 == rhs.inPlace.2 && lhs.inPlace.3 == rhs.inPlace.3 && lhs.inPlace.4 == rhs.inPlace.4
            && lhs.inPlace.5 == rhs.inPlace.5 && lhs.more == rhs.more
    }
}
