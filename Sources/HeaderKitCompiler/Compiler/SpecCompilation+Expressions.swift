import HeaderKitDiagnostics
import HeaderKitRuntime

extension SpecCompilation {
  /// Compiles a checked expression in `context` and returns where its value is.
  ///
  /// The tree stores children before parents, so one pass in index order has
  /// every operand ready before its operator.
  mutating func compile(_ expression: SpecExpression, _ context: CodeBuilder.Context)
    -> CodeBuilder.Operand
  {
    let tree = expression.tree
    var generator = false
    if case .keyframe(let isGenerator) = context { generator = isGenerator }
    var operands: [CodeBuilder.Operand] = []
    operands.reserveCapacity(tree.nodes.count)
    for node in tree.nodes {
      let children = node.children.map { operands[$0] }
      let operand: CodeBuilder.Operand
      switch node.kind {
      case .number(let value):
        operand = builder.constant(value)
      case .name(let name):
        if let value = Builtin.constants[name] {
          operand = builder.constant(value)
        } else if let symbol = checker.resolve(name, generator: generator) {
          operand = self.operand(for: symbol, named: name, at: node.range, context: context)
        } else {
          operand = builder.constant(0)
        }
      case .unary(.plus):
        operand = children[0]
      case .unary(.negate):
        operand = builder.emit(.neg, children, context: context)
      case .unary(.not):
        operand = builder.emit(.not, children, context: context)
      case .binary(let op):
        if op == .divide || op == .remainder, !generator, children[1].phase <= .setup,
          builder.shadow[children[1].slot] == 0
        {
          diagnostics.append(.divisionByZero(at: tree[node.children[1]].range))
        }
        operand = builder.emit(Self.opcode(op), children, context: context)
      case .call(let name):
        operand = call(name, children, context)
      case .index:
        operand = builder.emit(.listItem, children, context: context)
      }
      operands.append(operand)
    }
    return operands[tree.root]
  }

  /// Where a name's value is; reports a per-frame name where only params may be used.
  mutating func operand(
    for symbol: Symbol, named name: String, at range: SourceRange, context: CodeBuilder.Context
  ) -> CodeBuilder.Operand {
    let operand: CodeBuilder.Operand
    switch symbol {
    case .param(let index):
      if let list = listIndexOfParam[index] {
        operand = CodeBuilder.Operand(slot: 0, phase: .setup, list: list)
      } else {
        operand = CodeBuilder.Operand(slot: paramSlots[index], phase: .setup)
      }
    case .input(let index):
      operand = CodeBuilder.Operand(slot: inputSlots[index].value, phase: .frame)
    case .range(let index):
      operand = CodeBuilder.Operand(slot: rangeSlots[index].progress, phase: .frame)
    case .variable(let index):
      operand = varOperands[index] ?? builder.constant(0)
    case .state(let index):
      let slot = guardState == index ? stateSlots[index].model : stateSlots[index].value
      operand = CodeBuilder.Operand(slot: slot, phase: .frame)
    case .transition(let index):
      operand = CodeBuilder.Operand(slot: transitionSlots[index], phase: .frame)
    case .signal(let index):
      operand = CodeBuilder.Operand(slot: signalSlots[index], phase: .frame)
    case .clock(let index):
      operand = CodeBuilder.Operand(slot: clockSlots[index], phase: .frame)
    case .generatorIndex:
      operand = CodeBuilder.Operand(slot: generatorSlots?.index ?? 0, phase: .setup)
    case .generatorItem:
      operand = CodeBuilder.Operand(slot: generatorSlots?.item ?? 0, phase: .setup)
    }
    switch context {
    case .setup, .keyframe:
      if operand.phase == .frame {
        diagnostics.append(.notConstant(currentWhat, dependsOn: name, at: range))
        return builder.constant(0)
      }
    case .frame, .guards:
      break
    }
    return operand
  }

  private mutating func call(
    _ name: String, _ arguments: [CodeBuilder.Operand], _ context: CodeBuilder.Context
  ) -> CodeBuilder.Operand {
    switch name {
    case "min", "max":
      var result = arguments[0]
      for argument in arguments.dropFirst() {
        result = builder.emit(name == "min" ? .min : .max, [result, argument], context: context)
      }
      return result
    case "clamp": return builder.emit(.clamp, arguments, context: context)
    case "abs": return builder.emit(.abs, arguments, context: context)
    case "floor": return builder.emit(.floor, arguments, context: context)
    case "ceil": return builder.emit(.ceil, arguments, context: context)
    case "round": return builder.emit(.round, arguments, context: context)
    case "sqrt": return builder.emit(.sqrt, arguments, context: context)
    case "sin": return builder.emit(.sin, arguments, context: context)
    case "cos": return builder.emit(.cos, arguments, context: context)
    case "tan": return builder.emit(.tan, arguments, context: context)
    case "atan2": return builder.emit(.atan2, arguments, context: context)
    case "pow": return builder.emit(.pow, arguments, context: context)
    case "exp": return builder.emit(.exp, arguments, context: context)
    case "log": return builder.emit(.log, arguments, context: context)
    case "if": return builder.emit(.select, arguments, context: context)
    case "lerp": return builder.emit(.lerp, arguments, context: context)
    case "progress": return builder.emit(.progress, arguments, context: context)
    case "count": return builder.emit(.listCount, arguments, context: context)
    case "sum":
      return builder.emit(
        arguments.count == 1 ? .listSum : .listSumPrefix, arguments, context: context)
    default:
      return builder.constant(0)  // the checker reported unknown functions
    }
  }

  static func opcode(_ op: ExpressionTree.BinaryOperator) -> Opcode {
    switch op {
    case .add: .add
    case .subtract: .sub
    case .multiply: .mul
    case .divide: .div
    case .remainder: .mod
    case .less: .lt
    case .lessOrEqual: .le
    case .greater: .gt
    case .greaterOrEqual: .ge
    case .equal: .eq
    case .notEqual: .ne
    case .and: .and
    case .or: .or
    }
  }
}
