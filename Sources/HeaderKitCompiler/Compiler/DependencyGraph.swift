/// Strongly connected components and a dependency order, by Tarjan's algorithm.
///
/// Iterative, so a long chain of vars cannot overflow the stack.
struct DependencyGraph {
  /// `edges[n]` are the nodes that node `n` depends on.
  var edges: [[Int]]

  /// The components in dependency order: every component comes after the
  /// components it depends on. A component of more than one node, or of one
  /// node that depends on itself, is a cycle.
  /// - Complexity: O(nodes + edges).
  func components() -> [[Int]] {
    let count = edges.count
    var index = Array(repeating: -1, count: count)
    var lowLink = Array(repeating: 0, count: count)
    var onStack = Array(repeating: false, count: count)
    var stack: [Int] = []
    var result: [[Int]] = []
    var nextIndex = 0

    for root in 0..<count where index[root] < 0 {
      // Each frame is a node and the position of the next edge to follow.
      var work: [(node: Int, edge: Int)] = [(root, 0)]
      index[root] = nextIndex
      lowLink[root] = nextIndex
      nextIndex += 1
      stack.append(root)
      onStack[root] = true
      while let (node, edge) = work.last {
        if edge < edges[node].count {
          work[work.count - 1].edge += 1
          let next = edges[node][edge]
          if index[next] < 0 {
            index[next] = nextIndex
            lowLink[next] = nextIndex
            nextIndex += 1
            stack.append(next)
            onStack[next] = true
            work.append((next, 0))
          } else if onStack[next] {
            lowLink[node] = min(lowLink[node], index[next])
          }
          continue
        }
        work.removeLast()
        if let parent = work.last?.node { lowLink[parent] = min(lowLink[parent], lowLink[node]) }
        if lowLink[node] == index[node] {
          var component: [Int] = []
          while let member = stack.popLast() {
            onStack[member] = false
            component.append(member)
            if member == node { break }
          }
          result.append(component.reversed())
        }
      }
    }
    return result
  }

  /// Whether a component is a cycle.
  func isCycle(_ component: [Int]) -> Bool {
    component.count > 1 || edges[component[0]].contains(component[0])
  }
}
