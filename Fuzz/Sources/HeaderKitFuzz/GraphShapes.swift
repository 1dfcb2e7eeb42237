/// Compiled graphs (as JSON) of shapes that share sources and multiply
/// work, decoded from a few bytes: many tracks over one `each` keyframe
/// source with long keyframe code, long lists, many states with long guard
/// code, many snap targets and outputs, and large slot counts. Loading must
/// refuse each such graph with a ``GraphError`` limit or give an evaluator
/// whose set-up, frames and events stay bounded.
///
/// Every dimension is small but up to three, which the first bytes pick and
/// size, so that most inputs stay cheap while the product of large
/// dimensions — the work that sharing multiplies — is still reached.
struct GraphShape {
  enum Dimension: Int, CaseIterable {
    case listLength, keyframeCode, tracks, snapTargets, states, guardCode, outputs, slots
  }

  /// The small values and the large ones of each dimension. Large counts
  /// of what the JSON spells out one by one stay below their own limits (a
  /// graph of 2 MB is slow enough to read) and reach the limits of work by
  /// multiplying: a thousand tracks over one source repeated over a list of
  /// a thousand builds a million keyframes. What costs a few bytes (snap
  /// targets sharing one slot, slot counts) goes to its limit and past it.
  static let sizes: [Dimension: (small: [Int], large: [Int])] = [
    .listLength: ([0, 1, 3], [100, 1_000, 10_000]),
    .keyframeCode: ([1, 2, 5], [10, 100, 1_000]),
    .tracks: ([1, 2, 3], [10, 100, 1_000, 10_000]),
    .snapTargets: ([0, 1, 2], [100, 1_000, 1 << 16, (1 << 16) + 1]),
    .states: ([0, 1, 2], [10, 100, 1_000]),
    .guardCode: ([1, 2, 4], [10, 100, 1_000]),
    .outputs: ([1, 2, 3], [10, 100, 1_000]),
    .slots: ([0, 1, 7], [65_536, 1 << 20, 1 << 24, Int(Int32.max)]),
  ]

  /// Whether the graph is large enough that a run should spend few frames on it.
  var isLarge: Bool { size.contains { $0.key != .slots && $0.value >= 1_000 } }

  /// Opcodes of the keyframe and guard code: each reads the slots it is given.
  static let opcodes = [
    "add", "mul", "div", "sqrt", "listSumPrefix", "listItem", "listSum", "lerp", "progress",
    "mod", "select", "clamp", "finite",
  ]

  var size: [Dimension: Int] = [:]
  var opcodeSeed = 0

  /// The shape the first eleven bytes stand for (missing bytes read as 0):
  /// bytes 0–2 make up to three dimensions large, 3–10 size the small ones
  /// (and pick the opcodes).
  init(_ bytes: ArraySlice<UInt8>) {
    let byte = { (index: Int) -> Int in
      let at = bytes.startIndex + index
      return at < bytes.endIndex ? Int(bytes[at]) : 0
    }
    for dimension in Dimension.allCases {
      let small = Self.sizes[dimension]!.small
      size[dimension] = small[byte(3 + dimension.rawValue) % small.count]
    }
    let dimensions = Dimension.allCases
    for pick in 0..<3 {
      // A byte of 0xE0 or more makes a dimension large: an eighth of the
      // picks, as large inputs are slow ones.
      guard byte(pick) >= 0xE0 else { continue }
      let dimension = dimensions[byte(pick) % dimensions.count]
      let large = Self.sizes[dimension]!.large
      size[dimension] = large[(byte(pick) / dimensions.count) % large.count]
    }
    opcodeSeed = byte(3) &+ byte(10)
  }

  /// The graph's JSON.
  ///
  /// Slots: 0 holds 0 and 1 holds 1 (constants); 2–5 the input's raw,
  /// value, inset and initial slots; 6–9 the keyframe source's index, item,
  /// position and value; 10 the tracks' results; 11 the guards' results;
  /// then two event slots per state (model, value); set-up slots follow.
  func json() -> [UInt8] {
    var out = JSONText()
    let states = size[.states]!
    let firstState = 12
    let slotCount = firstState + 2 * states + 1 + size[.slots]!
    let setupSlot = firstState + 2 * states  // set-up writes it (states' bounds)
    out.add(#"{"formatVersion":2,"headerkitVersion":"0.1.0","name":"shape","#)
    out.add(#""inputs":[{"name":"scroll","axis":"vertical","rawSlot":2,"valueSlot":3,"#)
    out.add(#""insetSlot":4,"initialSlot":5,"sweep":[-100,100]}],"#)
    out.add(#""params":[{"name":"xs","storage":{"list":0},"defaultValues":["#)
    out.list(size[.listLength]!) { index in "\(index % 7)" }
    out.add(#"]}],"slotCount":\#(slotCount),"#)
    out.add(#""constants":[{"slot":0,"value":0},{"slot":1,"value":1}],"#)
    out.add(#""setupCode":[["add",\#(setupSlot),1,1,0]],"frameCode":["#)
    let tracks = size[.tracks]!
    out.list(tracks) { index in #"["track",10,\#(index),0,0]"# }
    out.add(#"],"tracks":["#)
    out.list(tracks) { _ in
      #"{"before":"clamp","after":"extend","driverSlot":3,"firstSource":0,"sourceCount":1}"#
    }
    out.add(#"],"keyframeSources":[{"list":0,"indexSlot":6,"itemSlot":7,"codeStart":0,"#)
    let keyframeCode = size[.keyframeCode]!
    out.add(#""codeCount":\#(keyframeCode),"atSlot":8,"valueSlot":9,"easing":"easeInOut"}],"#)
    out.add(#""keyframeCode":["#)
    out.list(keyframeCode) { index in code(index, writing: index % 2 == 0 ? 8 : 9) }
    out.add(#"],"states":["#)
    let guardCode = size[.guardCode]!
    let targets = size[.snapTargets]!
    out.list(states) { index in
      let model = firstState + 2 * index
      var state = #"{"name":"s\#(index)","input":0,"modelSlot":\#(model),"#
      state += #""valueSlot":\#(model + 1),"initialSlot":\#(setupSlot),"minSlot":0,"#
      state += #""maxSlot":\#(setupSlot),"followSlot":\#(setupSlot),"guardStart":0,"#
      state += #""guardCount":\#(guardCode),"downSlot":11,"upSlot":11,"gateSlot":11,"#
      state += #""positionSlot":2,"handoff":{"down":"consume","up":"overflow"}"#
      guard index == 0, targets > 0 else { return state + "}" }
      // One state holds every target, all in one slot: an `end` weighs them all.
      let slots = repeatElement("\(setupSlot)", count: targets).joined(separator: ",")
      state += #","snap":{"targetSlots":[\#(slots)],"rule":"nearest","durationSlot":1,"#
      return state + #""easing":"easeOut"}}"#
    }
    out.add(#"],"stateCode":["#)
    out.list(guardCode) { index in code(index, writing: 11) }
    out.add(#"],"outputs":["#)
    out.list(size[.outputs]!) { index in
      #"{"target":"t\#(index)","property":"alpha","slot":\#(index % 2 == 0 ? 10 : 13)}"#
    }
    out.add("]}")
    return out.bytes
  }

  /// A code instruction: an opcode from ``opcodes`` over the source's slots.
  private func code(_ index: Int, writing slot: Int) -> String {
    let opcode = Self.opcodes[(index &* 31 &+ opcodeSeed) % Self.opcodes.count]
    let operands = opcode.hasPrefix("list") ? "0,6,7" : "6,7,\(slot)"
    return #"["\#(opcode)",\#(slot),\#(operands)]"#
  }
}

/// JSON text built by appending, for graphs too large to build as objects.
struct JSONText {
  var bytes: [UInt8] = []

  mutating func add(_ text: String) { bytes += text.utf8 }

  /// `count` elements separated by commas.
  mutating func list(_ count: Int, _ element: (Int) -> String) {
    for index in 0..<count {
      if index > 0 { bytes.append(UInt8(ascii: ",")) }
      bytes += element(index).utf8
    }
  }
}
