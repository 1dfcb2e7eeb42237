extension PreviewScript {
  /// A JavaScript port of HeaderKitRuntime's evaluator (`HeaderKit.Evaluator`):
  /// it evaluates a ``CompiledGraph`` from its JSON as ``HeaderEvaluator``
  /// does, events included, and gives the same numbers bit for bit (the
  /// JavaScript evaluator tests compare them with tolerance 0). Runs in
  /// browsers and in Node (`module.exports`).
  public static let evaluator = #"""
    /* HeaderKit graph evaluator: HeaderKitRuntime restated line for line (ScalarOps,
       CubicBezier, EasingCurve, KeyframeTrack, StateRule, SnapAnimation, the interpreter
       and HeaderEvaluator's set-up and events). It evaluates a CompiledGraph, the JSON
       that `headerkit compile` writes, with the same operations in the same order and
       Swift's min, max, rounding and non-finite rules, so the numbers are Swift's. The
       graph is trusted: the compiler wrote it (Swift checks graphs it loads). */
    var HeaderKit = (function () {
      "use strict";

      var MAX = Number.MAX_VALUE;

      // MARK: ScalarOps

      // Swift.min and Swift.max: `y < x ? y : x` and `y >= x ? y : x`, NaN included.
      function smin(x, y) { return y < x ? y : x; }
      function smax(x, y) { return y >= x ? y : x; }
      function truth(condition) { return condition ? 1 : 0; }
      function sqrt(a) { return a > 0 ? Math.sqrt(a) : 0; }
      function div(a, b) { return b === 0 ? 0 : a / b; }
      function mod(a, b) { return b === 0 ? 0 : a - b * Math.floor(a / b); }

      /** Rounds half away from zero (Swift's .toNearestOrAwayFromZero). */
      function roundAway(a) {
        var whole = Math.trunc(a);
        var part = a - whole;
        if (part >= 0.5) return whole + 1;
        if (part <= -0.5) return whole - 1;
        return whole;
      }

      function progress(x, from, to) {
        var width = to - from;
        if (width === 0) return x < from ? 0 : 1;
        return clamp((x - from) / width, 0, 1);
      }

      function clamp(x, low, high) {
        var raised = x > low ? x : low;
        return raised < high ? raised : high;
      }

      function interpolate(from, to, t) { return from * (1 - t) + to * t; }

      function index(value, count) {
        if (!(count > 0) || !(value > 0)) return 0;
        return value >= count - 1 ? count - 1 : Math.trunc(value);
      }

      function finite(value) {
        if (Math.abs(value) <= MAX) return value;
        if (value !== value) return 0;
        return value > 0 ? MAX : -MAX;
      }

      // MARK: CubicBezier and EasingCurve

      var TABLE_SIZE = 256;

      function cubicBezier(x1, y1, x2, y2) {
        var cx = 3 * x1;
        var bx = 3 * (x2 - x1) - cx;
        var ax = 1 - cx - bx;
        var cy = 3 * y1;
        var by = 3 * (y2 - y1) - cy;
        var ay = 1 - cy - by;
        var curvature = smax(Math.abs(2 * bx), Math.abs(6 * ax + 2 * bx));
        var slopeY = smax(Math.abs(cy), Math.abs(3 * ay + 2 * by + cy));
        var vertex = ay !== 0 ? -by / (3 * ay) : -1;
        if (vertex > 0 && vertex < 1) {
          slopeY = smax(slopeY, Math.abs((3 * ay * vertex + 2 * by) * vertex + cy));
        }
        var c = {
          ax: ax, bx: bx, cx: cx, ay: ay, by: by, cy: cy,
          valueErrorScale: curvature * slopeY, parameters: null
        };
        var table = new Float64Array(TABLE_SIZE + 1);
        for (var i = 1; i < TABLE_SIZE; i++) {
          var x = i / TABLE_SIZE;
          var low = table[i - 1];
          var guess = i >= 2 ? 2 * low - table[i - 2] : x;
          table[i] = parameter(c, x, smin(smax(guess, low), 1), low, 1, curvature, 2e-10);
        }
        table[TABLE_SIZE] = 1;
        c.parameters = table;
        return c;
      }

      function sampleX(c, s) { return ((c.ax * s + c.bx) * s + c.cx) * s; }
      function sampleY(c, s) { return ((c.ay * s + c.by) * s + c.cy) * s; }
      function slopeX(c, s) { return (3 * c.ax * s + 2 * c.bx) * s + c.cx; }

      /** CubicBezier.solve: the table's bracket and guess, then parameter. */
      function solve(c, x) {
        if (!(x > 0)) return 0;
        if (x >= 1) return 1;
        var scaled = x * TABLE_SIZE;
        var i = Math.floor(scaled);
        var first = c.parameters[i];
        var second = c.parameters[i + 1];
        var guess = first + (second - first) * (scaled - i);
        return sampleY(
          c, parameter(c, x, guess, first - 1e-9, second + 1e-9, c.valueErrorScale, 2e-10));
      }

      /** CubicBezier.parameter: Newton while steep enough and in the bracket, else bisection. */
      function parameter(c, x, guess, low, high, errorScale, tolerance) {
        var s = guess;
        for (var step = 0; step < 4; step++) {
          var slope = slopeX(c, s);
          if (!(slope >= 0.02)) break;
          var delta = (sampleX(c, s) - x) / slope;
          s -= delta;
          if (!(s >= low && s <= high)) break;
          if (errorScale * delta * delta <= tolerance * slope) return s;
        }
        var lower = low, upper = high;
        while (upper - lower > 1e-9) {
          var middle = (lower + upper) / 2;
          if (sampleX(c, middle) < x) lower = middle; else upper = middle;
        }
        return (lower + upper) / 2;
      }

      var LINEAR = 0, HOLD = 1, CUBIC = 2, STEPS = 3;

      /** An easing from its spec spelling, as CompiledGraph JSON writes it (EasingCurve). */
      function easingCurve(text) {
        var t = String(text).replace(/\s+/g, "");
        if (t === "linear") return { kind: LINEAR };
        if (t === "hold") return { kind: HOLD };
        if (t === "easeIn") return { kind: CUBIC, bezier: cubicBezier(0.42, 0, 1, 1) };
        if (t === "easeOut") return { kind: CUBIC, bezier: cubicBezier(0, 0, 0.58, 1) };
        if (t === "easeInOut") return { kind: CUBIC, bezier: cubicBezier(0.42, 0, 0.58, 1) };
        var match = /^cubic-bezier\(([^)]*)\)$/.exec(t);
        if (match) {
          var n = match[1].split(",").map(Number);
          if (n.length === 4 && n.every(isFinite)) {
            return { kind: CUBIC, bezier: cubicBezier(n[0], n[1], n[2], n[3]) };
          }
        }
        match = /^steps\((\d+)\)$/.exec(t);
        if (match) return { kind: STEPS, steps: Math.max(1, Number(match[1])) };
        throw new Error("unknown easing '" + text + "'");
      }

      /** EasingCurve.callAsFunction: t clamped to [0, 1] (NaN is 0), then eased. */
      function ease(curve, t) {
        t = t > 0 ? (t < 1 ? t : 1) : 0;
        switch (curve.kind) {
          case LINEAR: return t;
          case HOLD: return t >= 1 ? 1 : 0;
          case CUBIC: return solve(curve.bezier, t);
          default: return t >= 1 ? 1 : Math.floor(t * curve.steps) / curve.steps;
        }
      }

      // MARK: KeyframeTrack

      function KeyframeTrack(before, after) {
        this.before = before;
        this.after = after;
        this.positions = [];
        this.values = [];
        this.curves = [];
        this.cursor = 0;
      }

      KeyframeTrack.prototype.append = function (position, value, curve) {
        position = finite(position);
        if (this.positions.length > 0) {
          position = smax(position, this.positions[this.positions.length - 1]);
        }
        this.positions.push(position);
        this.values.push(finite(value));
        this.curves.push(curve);
      };

      /** KeyframeTrack.value: null where the track does not apply. */
      KeyframeTrack.prototype.value = function (x, table) {
        if (this.positions.length === 0) return null;
        return this.valueIn(x, this.segment(x), table);
      };

      /**
       * KeyframeTrack.segment: i with positions[i] <= x < positions[i + 1], -1 before
       * the first keyframe, the last index from it on (NaN falls to the first segment).
       * (Only generated Swift looks up `within` the segments, without the end tests.)
       */
      KeyframeTrack.prototype.segment = function (x) {
        var positions = this.positions;
        var last = positions.length - 1;
        if (last < 0) return last;
        if (x < positions[0]) return -1;
        if (x >= positions[last]) return last;
        // One segment needs no search; else the remembered one, or a binary search.
        if (last === 1) return 0;
        var segment = this.cursor;
        if (segment >= 0 && segment < last && (segment === 0 || positions[segment] <= x) &&
            (segment === last - 1 || x < positions[segment + 1])) {
          return segment;
        }
        var low = 0, count = last;
        while (count > 1) {
          var half = Math.floor(count / 2);
          if (positions[low + half] <= x) low += half;
          count -= half;
        }
        this.cursor = low;
        return low;
      };

      /** KeyframeTrack.value(at:segment:): the value at x in a segment segment() found. */
      KeyframeTrack.prototype.valueIn = function (x, segment, table) {
        var positions = this.positions;
        var last = positions.length - 1;
        if (last < 0) return null;
        if (segment < 0) return this.extrapolate(x, this.before, 0, 1);
        if (segment >= last) return this.extrapolate(x, this.after, last, last - 1);
        var start = positions[segment];
        var t = (x - start) / (positions[segment + 1] - start);
        var curve = this.curves[segment];
        var eased = curve === 0 ? (t > 0 ? (t < 1 ? t : 1) : 0) : ease(table[curve], t);
        return finite(interpolate(this.values[segment], this.values[segment + 1], eased));
      };

      KeyframeTrack.prototype.extrapolate = function (x, mode, end, neighbour) {
        var positions = this.positions, values = this.values;
        if (mode === "none") return null;
        if (mode === "clamp") return values[end];
        if (neighbour < 0 || neighbour >= positions.length) return values[end];
        var width = positions[neighbour] - positions[end];
        if (width === 0) return values[end];
        var slope = (values[neighbour] - values[end]) / width;
        return finite(values[end] + slope * (x - positions[end]));
      };

      // MARK: StateRule and SnapAnimation

      function withinLimits(rule, raw) {
        return smin(smax(raw, rule.lowerLimit), smax(rule.lowerLimit, rule.upperLimit));
      }

      /** StateRule.move: docs/states.md's update rule. */
      function moveState(rule, raw, position, previousPosition, previousRaw, model, down, up) {
        var move = position - previousPosition;
        var mode = "none", allowed = false;
        if (move > 0) { mode = rule.handoff.down; allowed = down; }
        if (move < 0) { mode = rule.handoff.up; allowed = up; }
        var content = raw;
        if (mode === "overflow") {
          content = withinLimits(rule, raw);
          move = move > 0 ? smax(0, raw - content) : smin(0, raw - content);
        }
        var change = allowed ? rule.follow * move : 0;
        var value = finite(
          change < 0 ? smax(rule.min, model + change) : change > 0 ? smin(rule.max, model + change) : model);
        if (value !== model) {
          if (mode === "hold") content = previousRaw;
          if (mode === "consume") content = raw - (value - model) / rule.follow;
        }
        return { model: value, content: withinLimits(rule, content) };
      }

      function newMemory() {
        return {
          previousRaw: 0, previousPosition: 0,
          snap: {
            running: false, from: 0, to: 0, elapsed: 0, duration: 0, springing: false, motion: null,
            movesInput: false, inputTarget: 0, follow: 1
          }
        };
      }

      /** SnapAnimation.start: the value to show now. */
      function startSnap(snap, presented, target, duration) {
        snap.from = presented; snap.to = target; snap.elapsed = 0; snap.duration = smax(0, duration);
        snap.springing = false; snap.movesInput = false;
        snap.running = snap.duration > 0 && presented !== target;
        return snap.running ? presented : target;
      }

      /** TransitionAnimation: the condition last seen, and a snap's animation towards its side. */
      function newTransitionAnimation() { return { on: false, snap: newMemory().snap }; }

      /** SnapAnimation.advance: the value to show, or null when no snap runs. */
      function advanceSnap(snap, seconds, curve) {
        if (!snap.running) return null;
        snap.elapsed = finite(snap.elapsed + seconds);
        if (snap.springing) {
          if (springSettled(snap.motion, snap.elapsed)) {
            snap.running = false;
            return snap.to;
          }
          return finite(snap.to + springDisplacement(snap.motion, snap.elapsed));
        }
        if (snap.elapsed >= snap.duration) {
          snap.running = false;
          return snap.to;
        }
        return interpolate(snap.from, snap.to, ease(curve, snap.elapsed / snap.duration));
      }

      /** SnapAnimation.target. */
      function snapTarget(value, targets, rule) {
        if (targets.length === 0) return value;
        var lower = -Infinity, upper = Infinity, nearest = targets[0];
        for (var i = 0; i < targets.length; i++) {
          var target = targets[i];
          if (target <= value && target > lower) lower = target;
          if (target > value && target < upper) upper = target;
          var distance = Math.abs(target - value), best = Math.abs(nearest - value);
          if (distance < best || (distance === best && target > nearest)) nearest = target;
        }
        if (rule === "nearest" || rule === "projected") return nearest;
        if (lower === -Infinity) return upper !== Infinity ? upper : value;
        if (upper === Infinity) return lower;
        var range = upper - lower;
        var midpoint = isFinite(range) ? lower + range / 2 : lower / 2 + upper / 2;
        return value > midpoint ? upper : lower;
      }

    \#(springs)
      // MARK: HeaderEvaluator

      var OPS = [
        "copy", "neg", "abs", "floor", "ceil", "round", "sqrt", "not", "add", "sub", "mul", "div",
        "mod", "min", "max", "lt", "le", "gt", "ge", "eq", "ne", "and", "or", "clamp", "select",
        "lerp", "progress", "listCount", "listSum", "listSumPrefix", "listItem", "track", "finite"
      ];

      function compileCode(list) {
        var code = new Int32Array(list.length * 5);
        list.forEach(function (instruction, i) {
          var op = OPS.indexOf(instruction[0]);
          if (op < 0) throw new Error("unknown opcode '" + instruction[0] + "'");
          code[i * 5] = op;
          for (var k = 1; k < 5; k++) code[i * 5 + k] = instruction[k];
        });
        return code;
      }

      function prefixSums(values) {
        var sums = [0];
        for (var i = 0; i < values.length; i++) sums.push(sums[sums.length - 1] + values[i]);
        return sums;
      }

      /** Evaluates a compiled graph: set inputs and params, send events, read every output. */
      function Evaluator(graph) {
        var self = this;
        this.graph = graph;
        this.setupCode = compileCode(graph.setupCode);
        this.frameCode = compileCode(graph.frameCode);
        this.keyframeCode = compileCode(graph.keyframeCode);
        this.stateCode = compileCode(graph.stateCode);
        this.slots = new Float64Array(graph.slotCount);
        graph.constants.forEach(function (constant) { self.slots[constant.slot] = constant.value; });
        this.lists = graph.params.filter(function (p) { return "list" in p.storage; })
          .map(function (p) { return p.defaultValues.slice(); });
        this.listSums = this.lists.map(prefixSums);
        var easings = ["linear"];
        this.curveOfSource = graph.keyframeSources.map(function (source) {
          var at = easings.indexOf(source.easing);
          if (at >= 0) return at;
          easings.push(source.easing);
          return easings.length - 1;
        });
        this.curves = easings.map(easingCurve);
        this.tracks = [];
        this.rules = [];
        this.memories = graph.states.map(newMemory);
        this.snapCurves = graph.states.map(function (s) { return easingCurve(s.snap ? s.snap.easing : "linear"); });
        // A graph without transitions omits the key.
        this.transitions = graph.transitions || [];
        this.transitionAnimations = this.transitions.map(newTransitionAnimation);
        this.transitionCurves = this.transitions.map(function (t) {
          return { on: easingCurve(t.easeOn), off: easingCurve(t.easeOff) };
        });
        this.outputSlots = graph.outputs.map(function (o) { return o.slot; });
        this.time = 0;
        graph.params.forEach(function (p) {
          if ("scalar" in p.storage) self.slots[p.storage.scalar] = p.defaultValues[0];
        });
        this.setUp();
        this.reset();
      }

      var P = Evaluator.prototype;

      P.inputIndex = function (name) {
        return this.graph.inputs.findIndex(function (i) { return i.name === name; });
      };

      P.paramIndex = function (name) {
        return this.graph.params.findIndex(function (p) { return p.name === name; });
      };

      P.outputIndex = function (key) {
        return this.graph.outputs.findIndex(function (o) { return o.target + "." + o.property === key; });
      };

      /** A param's current value: [number] for a scalar, the elements of a list. */
      P.paramValue = function (i) {
        var storage = this.graph.params[i].storage;
        if ("scalar" in storage) return [this.slots[storage.scalar]];
        return this.lists[storage.list].slice();
      };

      /** setParam(_:to:) with a number or a list; re-runs set-up. */
      P.setParam = function (i, values) {
        if (!Array.isArray(values)) values = [values];
        values = values.map(finite);
        var storage = this.graph.params[i].storage;
        if ("scalar" in storage) {
          this.slots[storage.scalar] = values.length > 0 ? values[0] : 0;
        } else {
          this.lists[storage.list] = values;
          this.listSums[storage.list] = prefixSums(values);
        }
        this.paramsChanged();
      };

      P.resetParams = function () {
        var self = this;
        this.graph.params.forEach(function (p) {
          if ("scalar" in p.storage) {
            self.slots[p.storage.scalar] = p.defaultValues[0];
          } else {
            self.lists[p.storage.list] = p.defaultValues.slice();
            self.listSums[p.storage.list] = prefixSums(p.defaultValues);
          }
        });
        this.paramsChanged();
      };

      /** HeaderEvaluator.paramsChanged: set-up, each input's offset again (its inset may follow the params), the frame. */
      P.paramsChanged = function () {
        this.setUp();
        for (var i = 0; i < this.graph.inputs.length; i++) this.store(i, this.rawInput(i));
        this.evaluate();
      };

      /** HeaderEvaluator.setUp: set-up code, every track's keyframes, the states' rules. */
      P.setUp = function () {
        var graph = this.graph, slots = this.slots;
        this.run(this.setupCode, 0, graph.setupCode.length);
        this.tracks = graph.tracks.map(function (t) { return new KeyframeTrack(t.before, t.after); });
        for (var t = 0; t < graph.tracks.length; t++) {
          var track = graph.tracks[t];
          for (var k = track.firstSource; k < track.firstSource + track.sourceCount; k++) {
            var source = graph.keyframeSources[k];
            var repeats = source.list < 0 ? 1 : this.lists[source.list].length;
            for (var element = 0; element < repeats; element++) {
              if (source.list >= 0) {
                slots[source.indexSlot] = element;
                slots[source.itemSlot] = this.lists[source.list][element];
              }
              this.run(this.keyframeCode, source.codeStart, source.codeStart + source.codeCount);
              this.tracks[t].append(slots[source.atSlot], slots[source.valueSlot], this.curveOfSource[k]);
            }
          }
        }
        this.rules = graph.states.map(function (s) {
          return {
            follow: slots[s.followSlot], min: slots[s.minSlot], max: slots[s.maxSlot], handoff: s.handoff,
            lowerLimit: s.limits ? slots[s.limits.lowerSlot] : -Infinity,
            upperLimit: s.limits ? slots[s.limits.upperSlot] : Infinity
          };
        });
      };

      P.evaluate = function () { this.run(this.frameCode, 0, this.graph.frameCode.length); };

      /** The interpreter: instructions [start, end) of `code`, reading only the operands each uses. */
      P.run = function (code, start, end) {
        var s = this.slots;
        for (var i = start * 5; i < end * 5; i += 5) {
          var op = code[i], dst = code[i + 1], a = code[i + 2], b = code[i + 3], c = code[i + 4];
          switch (op) {
            case 0: s[dst] = s[a]; break;
            case 1: s[dst] = -s[a]; break;
            case 2: s[dst] = Math.abs(s[a]); break;
            case 3: s[dst] = Math.floor(s[a]); break;
            case 4: s[dst] = Math.ceil(s[a]); break;
            case 5: s[dst] = roundAway(s[a]); break;
            case 6: s[dst] = sqrt(s[a]); break;
            case 7: s[dst] = truth(s[a] === 0); break;
            case 8: s[dst] = s[a] + s[b]; break;
            case 9: s[dst] = s[a] - s[b]; break;
            case 10: s[dst] = s[a] * s[b]; break;
            case 11: s[dst] = div(s[a], s[b]); break;
            case 12: s[dst] = mod(s[a], s[b]); break;
            case 13: s[dst] = smin(s[a], s[b]); break;
            case 14: s[dst] = smax(s[a], s[b]); break;
            case 15: s[dst] = truth(s[a] < s[b]); break;
            case 16: s[dst] = truth(s[a] <= s[b]); break;
            case 17: s[dst] = truth(s[a] > s[b]); break;
            case 18: s[dst] = truth(s[a] >= s[b]); break;
            case 19: s[dst] = truth(s[a] === s[b]); break;
            case 20: s[dst] = truth(s[a] !== s[b]); break;
            case 21: s[dst] = truth(s[a] !== 0 && s[b] !== 0); break;
            case 22: s[dst] = truth(s[a] !== 0 || s[b] !== 0); break;
            case 23: s[dst] = clamp(s[a], s[b], s[c]); break;
            case 24: s[dst] = s[a] !== 0 ? s[b] : s[c]; break;
            case 25: s[dst] = s[a] + (s[b] - s[a]) * s[c]; break;
            case 26: s[dst] = progress(s[a], s[b], s[c]); break;
            case 27: s[dst] = this.lists[a].length; break;
            case 28: s[dst] = this.listSums[a][this.listSums[a].length - 1]; break;
            case 29: s[dst] = this.listSums[a][index(s[b], this.listSums[a].length)]; break;
            case 30:
              var count = this.lists[a].length;
              s[dst] = count === 0 ? 0 : this.lists[a][index(s[b], count)];
              break;
            case 31:
              var value = this.tracks[a].value(s[this.graph.tracks[a].driverSlot], this.curves);
              if (value !== null) s[dst] = value;
              break;
            default: s[dst] = finite(s[a]);
          }
        }
      };

      // MARK: Outputs and inputs

      P.value = function (i) { return finite(this.slots[this.outputSlots[i]]); };

      P.values = function () {
        var self = this;
        return this.outputSlots.map(function (_, i) { return self.value(i); });
      };

      /** The keyframes of a track as built for the current params. */
      P.keyframes = function (t) {
        var track = this.tracks[t];
        return track.positions.map(function (p, k) { return { position: p, value: track.values[k] }; });
      };

      P.rawInput = function (i) { return this.slots[this.graph.inputs[i].rawSlot]; };
      P.restingInput = function (i) { return finite(this.slots[this.graph.inputs[i].initialSlot]); };
      P.insetOf = function (i) { return this.slots[this.graph.inputs[i].insetSlot]; };

      P.store = function (i, raw) {
        var input = this.graph.inputs[i];
        raw = finite(raw);
        this.slots[input.rawSlot] = raw;
        this.slots[input.valueSlot] = finite(raw + this.slots[input.insetSlot]);
      };

      /** The stateless path: sets a raw offset and evaluates; states stay put. */
      P.setInput = function (i, raw) {
        this.store(i, raw);
        this.evaluate();
      };

      // MARK: Events (HeaderEvaluator+Events)

      P.runGuards = function (s) {
        this.run(this.stateCode, s.guardStart, s.guardStart + s.guardCount);
      };

      /** Every input at rest, every state at its initial value, the clock at 0. */
      P.reset = function () {
        var graph = this.graph, slots = this.slots, i;
        this.time = 0;
        for (i = 0; i < graph.inputs.length; i++) this.store(i, slots[graph.inputs[i].initialSlot]);
        for (i = 0; i < graph.states.length; i++) {
          var state = graph.states[i];
          var initial = finite(slots[state.initialSlot]);
          slots[state.modelSlot] = initial;
          slots[state.valueSlot] = initial;
          this.memories[i] = newMemory();
        }
        for (i = 0; i < graph.states.length; i++) {
          this.runGuards(graph.states[i]);
          this.memories[i].previousRaw = slots[graph.inputs[graph.states[i].input].rawSlot];
          this.memories[i].previousPosition = slots[graph.states[i].positionSlot];
        }
        this.settleTransitions();
        this.evaluate();
      };

      /** setContentOffset: the states react (and may hand the offset back), then the frame. */
      P.scroll = function (input, raw) {
        this.releaseSnaps(input);
        this.store(input, raw);
        for (var i = 0; i < this.graph.states.length; i++) {
          if (this.graph.states[i].input === input) this.update(i);
        }
        this.updateTransitions();
        this.evaluate();
      };

      P.drag = function (input, delta) { this.scroll(input, this.rawInput(input) + delta); };

      /** HeaderEvaluator.spring: the spring a snap's or transition's set-up values make, or null. */
      P.springOf = function (source) {
        var s = source.slots, slots = this.slots;
        return springFrom(source.form, slots[s[0]], slots[s[1]], s.length > 2 ? slots[s[2]] : 0);
      };

      /** Dragging and deceleration have stopped, the finger having left at `velocity`
       *  points per second (0 when absent): snapping states start (HeaderEvaluator+Snaps). */
      P.endScrolling = function (input, velocity) {
        velocity = finite(velocity === undefined ? 0 : velocity);
        var states = this.graph.states;
        for (var i = 0; i < states.length; i++) {
          if (states[i].input !== input || !states[i].snap) continue;
          this.startSnap(i, velocity);
        }
        this.updateTransitions();
        this.evaluate();
      };

      P.startSnap = function (i, velocity) {
        var state = this.graph.states[i], snap = state.snap, slots = this.slots;
        var memory = this.memories[i];
        var valueVelocity = ruleVelocity(this.rules[i], velocity, slots[state.modelSlot]);
        var has = function (slot) { return slot !== undefined && slot !== null; };
        var fling = has(snap.flingSlot) ? Math.abs(velocity) >= slots[snap.flingSlot] : false;
        var deceleration = has(snap.decelerationSlot) ? slots[snap.decelerationSlot] : 0;
        var targets = snap.targetSlots.map(function (slot) { return slots[slot]; });
        var target = snapTargetMoving(
          slots[state.modelSlot], valueVelocity, fling, deceleration, targets, snap.rule);
        if (snap.spring) {
          slots[state.valueSlot] = startSpring(
            memory.snap, slots[state.valueSlot], target, this.springOf(snap.spring), valueVelocity);
        } else {
          slots[state.valueSlot] = startSnap(
            memory.snap, slots[state.valueSlot], target, slots[snap.durationSlot]);
        }
        slots[state.modelSlot] = target;
        if (snap.movesInput) {
          var raw = snapMoveInput(memory.snap, this.rawInput(state.input), this.rules[i].follow);
          if (raw !== this.rawInput(state.input)) this.snapMovesInput(state.input, raw);
        }
      };

      /** Where a snap moves an input: every state of it takes the offset and position as seen. */
      P.snapMovesInput = function (input, raw) {
        this.store(input, raw);
        for (var i = 0; i < this.graph.states.length; i++) {
          var state = this.graph.states[i];
          if (state.input !== input) continue;
          this.runGuards(state);
          this.memories[i].previousRaw = this.slots[this.graph.inputs[input].rawSlot];
          this.memories[i].previousPosition = this.slots[state.positionSlot];
        }
      };

      /** A scroll or drag stops the snaps that move its input, where they are. */
      P.releaseSnaps = function (input) {
        for (var i = 0; i < this.memories.length; i++) {
          var snap = this.memories[i].snap, state = this.graph.states[i];
          if (!snap.movesInput || !snap.running || state.input !== input) continue;
          snap.running = false;
          this.slots[state.modelSlot] = this.slots[state.valueSlot];
        }
      };

      /** Advances the clock; snaps move on (and the inputs they move). */
      P.advance = function (seconds) {
        seconds = smax(0, finite(seconds));
        this.time = finite(this.time + seconds);
        for (var i = 0; i < this.memories.length; i++) {
          var snap = this.memories[i].snap;
          if (!snap.running) continue;
          var presented = advanceSnap(snap, seconds, this.snapCurves[i]);
          if (presented === null) continue;
          this.slots[this.graph.states[i].valueSlot] = presented;
          if (snap.movesInput) this.snapMovesInput(this.graph.states[i].input, snapInputAt(snap, presented));
        }
        this.advanceTransitions(seconds);
        this.updateTransitions();
        this.evaluate();
      };

      P.isAnimating = function (i) { return this.memories[i].snap.running; };

      P.anyAnimating = function () {
        return this.memories.some(function (memory) { return memory.snap.running; })
          || this.transitionAnimations.some(function (a) { return a.snap.running; });
      };

      // MARK: Transitions (HeaderEvaluator+Transitions)

      P.runCondition = function (t) {
        this.run(this.stateCode, t.codeStart, t.codeStart + t.codeCount);
      };

      /** Each transition at rest on the side its condition gives, in update order. */
      P.settleTransitions = function () {
        var slots = this.slots;
        for (var i = 0; i < this.transitions.length; i++) {
          var t = this.transitions[i], a = this.transitionAnimations[i];
          this.runCondition(t);
          a.on = slots[t.conditionSlot] !== 0;
          a.snap.running = false;
          slots[t.valueSlot] = slots[a.on ? t.toSlot : t.fromSlot];
        }
      };

      /** Each transition's condition after an event: a change starts an animation. */
      P.updateTransitions = function () {
        var slots = this.slots;
        for (var i = 0; i < this.transitions.length; i++) {
          var t = this.transitions[i], a = this.transitionAnimations[i];
          this.runCondition(t);
          var on = slots[t.conditionSlot] !== 0;
          if (on === a.on) continue;
          a.on = on;
          var target = slots[on ? t.toSlot : t.fromSlot];
          if (t.spring) {
            // TransitionAnimation.update(spring:): on from the value and velocity shown.
            slots[t.valueSlot] = startSpring(
              a.snap, slots[t.valueSlot], target, this.springOf(t.spring), snapVelocity(a.snap));
          } else {
            slots[t.valueSlot] = startSnap(a.snap, slots[t.valueSlot], target, slots[t.durationSlot]);
          }
        }
      };

      /** Running transitions move on by `seconds`. */
      P.advanceTransitions = function (seconds) {
        for (var i = 0; i < this.transitions.length; i++) {
          var a = this.transitionAnimations[i];
          if (!a.snap.running) continue;
          var curves = this.transitionCurves[i];
          var value = advanceSnap(a.snap, seconds, a.on ? curves.on : curves.off);
          if (value !== null) this.slots[this.transitions[i].valueSlot] = value;
        }
      };

      /** One trace event: {drag: d}, {scroll: x}, {end: true} (with an optional velocity) or {wait: s}. */
      P.apply = function (event, input) {
        if ("drag" in event) this.drag(input, event.drag);
        else if ("scroll" in event) this.scroll(input, event.scroll);
        else if ("wait" in event) this.advance(event.wait);
        else this.endScrolling(input, event.velocity === undefined ? 0 : event.velocity);
      };

      /** HeaderEvaluator.update(state:): guards, gate, the rule, the hand-off, memory. */
      P.update = function (i) {
        var state = this.graph.states[i], slots = this.slots, memory = this.memories[i];
        var rawSlot = this.graph.inputs[state.input].rawSlot;
        this.runGuards(state);
        if (slots[state.gateSlot] === 0) return;
        var raw = slots[rawSlot], model = slots[state.modelSlot];
        var outcome = moveState(
          this.rules[i], raw, slots[state.positionSlot], memory.previousPosition, memory.previousRaw,
          model, slots[state.downSlot] !== 0, slots[state.upSlot] !== 0);
        if (outcome.model !== model) {
          slots[state.modelSlot] = outcome.model;
          slots[state.valueSlot] = outcome.model;
          memory.snap.running = false;
        }
        if (outcome.content !== raw) {
          this.store(state.input, outcome.content);
          if (state.positionSlot !== rawSlot) this.runGuards(state);
        }
        memory.previousRaw = slots[rawSlot];
        memory.previousPosition = slots[state.positionSlot];
      };

      return {
        Evaluator: Evaluator, easingCurve: easingCurve, ease: ease, finite: finite, sinCos: sinCos
      };
    })();

    if (typeof module === "object" && module.exports) module.exports = HeaderKit;
    """#
}
