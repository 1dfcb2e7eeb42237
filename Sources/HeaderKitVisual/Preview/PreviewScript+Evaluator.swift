extension PreviewScript {
  /// A JavaScript port of HeaderKitRuntime's evaluator (`HeaderKit.Evaluator`):
  /// it evaluates a ``CompiledGraph`` from its JSON exactly as ``HeaderEvaluator``
  /// does, events included. Runs in browsers and in Node (`module.exports`).
  public static let evaluator = #"""
    /* HeaderKit graph evaluator: a JavaScript port of HeaderKitRuntime (ScalarOps,
       UnitBezier, EasingCurve, Interpreter, HeaderEvaluator and its events). It
       evaluates a CompiledGraph, the JSON that `headerkit compile` writes, and
       gives the Swift evaluator's numbers: the same operations in the same order,
       with Swift's min/max, rounding and non-finite rules. */
    var HeaderKit = (function () {
      "use strict";

      var MAX = Number.MAX_VALUE;
      var OPS = [
        "copy", "neg", "abs", "floor", "ceil", "round", "sqrt", "not", "add", "sub", "mul", "div",
        "mod", "min", "max", "lt", "le", "gt", "ge", "eq", "ne", "and", "or", "clamp", "select",
        "lerp", "progress", "listCount", "listSum", "listSumPrefix", "listItem", "track", "finite"
      ];
      var LIST_COUNT = 27, LIST_SUM = 28, LIST_SUM_PREFIX = 29, LIST_ITEM = 30, TRACK = 31;
      var NONE = 0, CLAMP = 1, EXTEND = 2;

      // Swift.min and Swift.max: `y < x ? y : x` and `y >= x ? y : x`, NaN included.
      function smin(x, y) { return y < x ? y : x; }
      function smax(x, y) { return y >= x ? y : x; }

      /** NaN becomes 0, infinities the largest finite magnitudes (ScalarOps.finite). */
      function finite(v) {
        if (v === v && v !== Infinity && v !== -Infinity) return v;
        if (v !== v) return 0;
        return v > 0 ? MAX : -MAX;
      }

      /** Rounds half away from zero (Swift's .toNearestOrAwayFromZero). */
      function roundAway(a) {
        var whole = Math.trunc(a);
        var part = a - whole;
        if (part >= 0.5) return whole + 1;
        if (part <= -0.5) return whole - 1;
        return whole;
      }

      /** x limited to [low, high], high winning; NaN gives low (ScalarOps.clamp). */
      function clamp(x, low, high) {
        var raised = x > low ? x : low;
        return raised < high ? raised : high;
      }

      /** A fraction t of the way from `from` to `to` without overflow (ScalarOps.interpolate). */
      function interpolate(from, to, t) { return from * (1 - t) + to * t; }

      /** The fraction of x within [from, to], clamped; zero width: 0 before, 1 from it on. */
      function progress(x, from, to) {
        var width = to - from;
        if (width === 0) return x < from ? 0 : 1;
        return clamp((x - from) / width, 0, 1);
      }

      /** floor(value) clamped to 0..<count; NaN gives 0 (ScalarOps.index). */
      function index(value, count) {
        if (!(count > 0) || !(value > 0)) return 0;
        return value >= count - 1 ? count - 1 : Math.trunc(value);
      }

      function scalar(op, a, b, c) {
        switch (op) {
          case 0: return a;
          case 1: return -a;
          case 2: return Math.abs(a);
          case 3: return Math.floor(a);
          case 4: return Math.ceil(a);
          case 5: return roundAway(a);
          case 6: return a > 0 ? Math.sqrt(a) : 0;
          case 7: return a === 0 ? 1 : 0;
          case 8: return a + b;
          case 9: return a - b;
          case 10: return a * b;
          case 11: return b === 0 ? 0 : a / b;
          case 12: return b === 0 ? 0 : a - b * Math.floor(a / b);
          case 13: return smin(a, b);
          case 14: return smax(a, b);
          case 15: return a < b ? 1 : 0;
          case 16: return a <= b ? 1 : 0;
          case 17: return a > b ? 1 : 0;
          case 18: return a >= b ? 1 : 0;
          case 19: return a === b ? 1 : 0;
          case 20: return a !== b ? 1 : 0;
          case 21: return a !== 0 && b !== 0 ? 1 : 0;
          case 22: return a !== 0 || b !== 0 ? 1 : 0;
          case 23: return clamp(a, b, c);
          case 24: return a !== 0 ? b : c;
          case 25: return a + (b - a) * c;
          case 26: return progress(a, b, c);
          case 32: return finite(a);
          default: return 0;
        }
      }

      // MARK: Easing

      function bezier(x1, y1, x2, y2) {
        var cx = 3 * x1, bx = 3 * (x2 - x1) - cx, cy = 3 * y1, by = 3 * (y2 - y1) - cy;
        var ax = 1 - cx - bx;
        return {
          kind: 2, ax: ax, bx: bx, cx: cx, ay: 1 - cy - by, by: by, cy: cy, steps: 1,
          curvature: Math.max(Math.abs(2 * bx), Math.abs(6 * ax + 2 * bx))
        };
      }

      /** An easing from its spec spelling, as CompiledGraph JSON writes it. */
      function parseEasing(text) {
        var t = String(text).replace(/\s+/g, "");
        if (t === "linear") return { kind: 0 };
        if (t === "hold") return { kind: 1 };
        if (t === "easeIn") return bezier(0.42, 0, 1, 1);
        if (t === "easeOut") return bezier(0, 0, 0.58, 1);
        if (t === "easeInOut") return bezier(0.42, 0, 0.58, 1);
        var match = /^cubic-bezier\(([^)]*)\)$/.exec(t);
        if (match) {
          var n = match[1].split(",").map(Number);
          if (n.length === 4 && n.every(isFinite)) return bezier(n[0], n[1], n[2], n[3]);
        }
        match = /^steps\((\d+)\)$/.exec(t);
        if (match) return { kind: 3, steps: Math.max(1, Number(match[1])) };
        throw new Error("unknown easing '" + text + "'");
      }

      function sampleX(c, s) { return ((c.ax * s + c.bx) * s + c.cx) * s; }
      function sampleY(c, s) { return ((c.ay * s + c.by) * s + c.cy) * s; }
      function slopeX(c, s) { return (3 * c.ax * s + 2 * c.bx) * s + c.cx; }

      /** UnitBezier.solve: Newton's method, then bisection, to 1e-12 in the parameter. */
      function solve(c, x) {
        // The ends exactly, whatever rounding in the search would give.
        if (x <= 0) return 0;
        if (x >= 1) return 1;
        var precision = 1e-12, s = x, i;
        for (i = 0; i < 8; i++) {
          var slope = slopeX(c, s);
          if (Math.abs(slope) < 1e-6) break;
          var step = (sampleX(c, s) - x) / slope;
          var from = s;
          s -= step;
          // Converged, or a step bounds the error left (see UnitBezier.solve).
          if (Math.abs(step) < precision
              || (from >= 0 && from <= 1 && 2 * c.curvature * Math.abs(step) <= Math.abs(slope)
                  && 2 * c.curvature * step * step <= 0.25 * precision * Math.abs(slope))) {
            if (s >= 0 && s <= 1) return sampleY(c, s);
            break;
          }
        }
        var low = 0, high = 1;
        while (high - low > precision) {
          var middle = (low + high) / 2;
          if (sampleX(c, middle) < x) low = middle; else high = middle;
        }
        return sampleY(c, (low + high) / 2);
      }

      /** EasingCurve.apply: t clamped to [0, 1], then eased. */
      function ease(c, t) {
        t = t > 0 ? (t < 1 ? t : 1) : 0;
        switch (c.kind) {
          case 0: return t;
          case 1: return t >= 1 ? 1 : 0;
          case 2: return solve(c, t);
          default: return t >= 1 ? 1 : Math.floor(t * c.steps) / c.steps;
        }
      }

      // MARK: Evaluator

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

      function extrapolation(name) {
        return name === "none" ? NONE : name === "extend" ? EXTEND : CLAMP;
      }

      /** Evaluates a compiled graph: set inputs and params, read every output. */
      function Evaluator(graph) {
        this.graph = graph;
        this.setupCode = compileCode(graph.setupCode);
        this.frameCode = compileCode(graph.frameCode);
        this.keyframeCode = compileCode(graph.keyframeCode);
        this.stateCode = compileCode(graph.stateCode);
        this.slots = new Float64Array(graph.slotCount);
        var slots = this.slots;
        graph.constants.forEach(function (constant) { slots[constant.slot] = constant.value; });
        this.tracks = graph.tracks.map(function (t) {
          return {
            driver: t.driverSlot, firstSource: t.firstSource, sourceCount: t.sourceCount,
            before: extrapolation(t.before), after: extrapolation(t.after)
          };
        });
        this.sources = graph.keyframeSources.map(function (s) {
          return {
            list: s.list, indexSlot: s.indexSlot, itemSlot: s.itemSlot, codeStart: s.codeStart,
            codeCount: s.codeCount, atSlot: s.atSlot, valueSlot: s.valueSlot,
            curve: parseEasing(s.easing)
          };
        });
        this.snapCurves = graph.states.map(function (m) {
          return m.snap ? parseEasing(m.snap.easing) : null;
        });
        this.outputSlots = graph.outputs.map(function (o) { return o.slot; });
        var listCount = graph.params.filter(function (p) { return "list" in p.storage; }).length;
        this.lists = [];
        for (var i = 0; i < listCount; i++) this.lists.push([]);
        this.listValues = [];
        this.listStarts = new Array(listCount).fill(0);
        this.listCounts = new Array(listCount).fill(0);
        this.keyPositions = [];
        this.keyValues = [];
        this.keyCurves = [];
        this.trackFirstKey = new Array(graph.tracks.length).fill(0);
        this.trackKeyCount = new Array(graph.tracks.length).fill(0);
        this.runtimes = graph.states.map(function () { return newRuntime(); });
        this.time = 0;
        var self = this;
        graph.params.forEach(function (p) { self.storeParam(p, p.defaultValues); });
        this.rebuildLists();
        this.runSetup();
        this.reset();
      }

      function newRuntime() {
        return {
          previousRaw: 0, previousPosition: 0, animating: false, from: 0, to: 0, elapsed: 0, duration: 0,
          curve: { kind: 0 }
        };
      }

      var P = Evaluator.prototype;

      P.paramIndex = function (name) {
        return this.graph.params.findIndex(function (p) { return p.name === name; });
      };

      P.inputIndex = function (name) {
        return this.graph.inputs.findIndex(function (i) { return i.name === name; });
      };

      /** A param's current value: [number] for a scalar, the elements of a list. */
      P.paramValue = function (i) {
        var storage = this.graph.params[i].storage;
        if ("scalar" in storage) return [this.slots[storage.scalar]];
        var start = this.listStarts[storage.list];
        return this.listValues.slice(start, start + this.listCounts[storage.list]);
      };

      /** Overrides a param (a number or a list) and re-runs set-up. */
      P.setParam = function (i, values) {
        if (!Array.isArray(values)) values = [values];
        this.storeParam(this.graph.params[i], values.map(finite));
        this.rebuildLists();
        this.runSetup();
        this.evaluate();
      };

      P.resetParams = function () {
        var self = this;
        this.graph.params.forEach(function (p) { self.storeParam(p, p.defaultValues); });
        this.rebuildLists();
        this.runSetup();
        this.evaluate();
      };

      P.storeParam = function (param, values) {
        if ("scalar" in param.storage) {
          this.slots[param.storage.scalar] = values.length > 0 ? values[0] : 0;
        } else {
          this.lists[param.storage.list] = values.slice();
        }
      };

      P.rebuildLists = function () {
        this.listValues = [];
        for (var i = 0; i < this.lists.length; i++) {
          this.listStarts[i] = this.listValues.length;
          this.listCounts[i] = this.lists[i].length;
          Array.prototype.push.apply(this.listValues, this.lists[i]);
        }
      };

      P.rawInput = function (i) { return this.slots[this.graph.inputs[i].rawSlot]; };
      P.restingInput = function (i) { return this.slots[this.graph.inputs[i].initialSlot]; };
      P.insetOf = function (i) { return this.slots[this.graph.inputs[i].insetSlot]; };

      P.storeInput = function (i, raw) {
        var input = this.graph.inputs[i];
        raw = finite(raw);
        this.slots[input.rawSlot] = raw;
        this.slots[input.valueSlot] = finite(raw + this.slots[input.insetSlot]);
      };

      /** The stateless path: sets a raw offset and evaluates; states stay put. */
      P.setInput = function (i, raw) {
        this.storeInput(i, raw);
        this.evaluate();
      };

      P.value = function (i) { return this.slots[this.outputSlots[i]]; };

      P.values = function () {
        var slots = this.slots;
        return this.outputSlots.map(function (slot) { return slots[slot]; });
      };

      P.evaluate = function () { this.run(this.frameCode, 0, this.frameCode.length); };

      P.runSetup = function () {
        this.run(this.setupCode, 0, this.setupCode.length);
        this.buildKeyframes();
      };

      /** Runs instructions [start, end) of `code` (5 numbers each). */
      P.run = function (code, start, end) {
        var s = this.slots;
        for (var i = start; i < end; i += 5) {
          var op = code[i], dst = code[i + 1], a = code[i + 2], b = code[i + 3];
          switch (op) {
            case LIST_COUNT: s[dst] = this.listCounts[a]; break;
            case LIST_SUM: s[dst] = this.sum(a, this.listCounts[a]); break;
            case LIST_SUM_PREFIX: s[dst] = this.sum(a, index(s[b], this.listCounts[a] + 1)); break;
            case LIST_ITEM:
              var count = this.listCounts[a];
              s[dst] = count === 0 ? 0 : this.listValues[this.listStarts[a] + index(s[b], count)];
              break;
            case TRACK: this.evaluateTrack(a, dst); break;
            default: s[dst] = scalar(op, s[a], s[b], s[code[i + 4]]);
          }
        }
      };

      P.sum = function (list, prefix) {
        var start = this.listStarts[list], end = start + smin(prefix, this.listCounts[list]);
        var total = 0;
        for (var i = start; i < end; i++) total += this.listValues[i];
        return total;
      };

      P.buildKeyframes = function () {
        var positions = [], values = [], curves = [];
        var slots = this.slots;
        for (var t = 0; t < this.tracks.length; t++) {
          var track = this.tracks[t];
          var first = positions.length;
          for (var k = track.firstSource; k < track.firstSource + track.sourceCount; k++) {
            var source = this.sources[k];
            var repeats = source.list < 0 ? 1 : this.listCounts[source.list];
            for (var element = 0; element < repeats; element++) {
              if (source.list >= 0) {
                slots[source.indexSlot] = element;
                slots[source.itemSlot] = this.listValues[this.listStarts[source.list] + element];
              }
              var start = source.codeStart * 5;
              this.run(this.keyframeCode, start, start + source.codeCount * 5);
              var position = finite(slots[source.atSlot]);
              // Positions never decrease, so the search stays valid.
              if (positions.length > first) {
                position = smax(position, positions[positions.length - 1]);
              }
              positions.push(position);
              values.push(finite(slots[source.valueSlot]));
              curves.push(source.curve);
            }
          }
          this.trackFirstKey[t] = first;
          this.trackKeyCount[t] = positions.length - first;
        }
        this.keyPositions = positions;
        this.keyValues = values;
        this.keyCurves = curves;
      };

      /** The keyframes of a track as built for the current params. */
      P.keyframes = function (t) {
        var first = this.trackFirstKey[t], result = [];
        for (var k = first; k < first + this.trackKeyCount[t]; k++) {
          result.push({ position: this.keyPositions[k], value: this.keyValues[k] });
        }
        return result;
      };

      P.evaluateTrack = function (t, dst) {
        var count = this.trackKeyCount[t];
        if (count === 0) return;
        var track = this.tracks[t];
        var first = this.trackFirstKey[t], last = first + count - 1;
        var x = this.slots[track.driver];
        var positions = this.keyPositions, values = this.keyValues, value;
        if (x < positions[first]) {
          value = this.extrapolate(x, track.before, first, first + 1, first, last);
          if (value !== null) this.slots[dst] = value;
          return;
        }
        if (x >= positions[last]) {
          value = this.extrapolate(x, track.after, last, last - 1, first, last);
          if (value !== null) this.slots[dst] = value;
          return;
        }
        // The largest segment start <= x; duplicates resolve to the last of them.
        var low = first, high = last;
        while (high - low > 1) {
          var middle = Math.floor((low + high) / 2);
          if (positions[middle] <= x) low = middle; else high = middle;
        }
        var start = positions[low];
        var eased = ease(this.keyCurves[low], (x - start) / (positions[low + 1] - start));
        this.slots[dst] = interpolate(values[low], values[low + 1], eased);
      };

      P.extrapolate = function (x, mode, end, neighbour, first, last) {
        var positions = this.keyPositions, values = this.keyValues;
        if (mode === NONE) return null;
        if (mode === CLAMP) return values[end];
        if (neighbour < first || neighbour > last) return values[end];
        var width = positions[neighbour] - positions[end];
        if (width === 0) return values[end];
        var slope = (values[neighbour] - values[end]) / width;
        return finite(values[end] + slope * (x - positions[end]));
      };

      // MARK: Events (HeaderEvaluator+Events)

      /** Every input at rest, every state at its initial value, the clock at 0. */
      P.reset = function () {
        var graph = this.graph, slots = this.slots, i;
        this.time = 0;
        for (i = 0; i < graph.inputs.length; i++) {
          this.storeInput(i, slots[graph.inputs[i].initialSlot]);
        }
        for (i = 0; i < graph.states.length; i++) {
          var machine = graph.states[i];
          var initial = finite(slots[machine.initialSlot]);
          slots[machine.modelSlot] = initial;
          slots[machine.valueSlot] = initial;
          this.runtimes[i] = newRuntime();
        }
        for (i = 0; i < graph.states.length; i++) {
          // Positions are read at rest once every state has its initial value.
          this.runGuards(graph.states[i]);
          this.runtimes[i].previousRaw = this.rawInput(graph.states[i].input);
          this.runtimes[i].previousPosition = slots[graph.states[i].positionSlot];
        }
        this.evaluate();
      };

      /** setContentOffset: the states react (and may hand the offset back), then evaluates. */
      P.scroll = function (input, raw) {
        this.storeInput(input, raw);
        this.updateStates(input);
        this.evaluate();
      };

      P.drag = function (input, delta) { this.scroll(input, this.rawInput(input) + delta); };

      /** Dragging and deceleration have stopped: snapping states start animating. */
      P.endScrolling = function (input) {
        var states = this.graph.states;
        for (var i = 0; i < states.length; i++) {
          var machine = states[i];
          if (machine.input === input && machine.snap) this.startSnap(i, machine, machine.snap);
        }
        this.evaluate();
      };

      /** Advances the clock; snap animations move on. */
      P.advance = function (seconds) {
        seconds = smax(0, finite(seconds));
        // The clock saturates rather than reaching infinity after absurd waits.
        this.time = finite(this.time + seconds);
        var states = this.graph.states;
        for (var i = 0; i < states.length; i++) {
          var runtime = this.runtimes[i];
          if (!runtime.animating) continue;
          runtime.elapsed = finite(runtime.elapsed + seconds);
          if (runtime.elapsed >= runtime.duration) {
            runtime.animating = false;
            this.slots[states[i].valueSlot] = runtime.to;
          } else {
            var eased = ease(runtime.curve, runtime.elapsed / runtime.duration);
            this.slots[states[i].valueSlot] = interpolate(runtime.from, runtime.to, eased);
          }
        }
        this.evaluate();
      };

      P.isAnimating = function (i) { return this.runtimes[i].animating; };

      P.anyAnimating = function () {
        return this.runtimes.some(function (runtime) { return runtime.animating; });
      };

      /** One trace event: {drag: d}, {scroll: x}, {end: true} or {wait: s}. */
      P.apply = function (event, input) {
        if ("drag" in event) this.drag(input, event.drag);
        else if ("scroll" in event) this.scroll(input, event.scroll);
        else if ("wait" in event) this.advance(event.wait);
        else this.endScrolling(input);
      };

      P.runGuards = function (m) {
        var start = m.guardStart * 5;
        this.run(this.stateCode, start, start + m.guardCount * 5);
      };

      P.withinLimits = function (raw, m) {
        if (!m.limits) return raw;
        var lower = this.slots[m.limits.lowerSlot], upper = this.slots[m.limits.upperSlot];
        return smin(smax(raw, lower), smax(lower, upper));
      };

      /** HeaderEvaluator.updateStates: guards, gate, the move, bounds, hand-off, limits. */
      P.updateStates = function (input) {
        var graph = this.graph, slots = this.slots;
        var rawSlot = graph.inputs[input].rawSlot;
        for (var i = 0; i < graph.states.length; i++) {
          var m = graph.states[i];
          if (m.input !== input) continue;
          this.runGuards(m);
          if (slots[m.gateSlot] === 0) continue;
          var runtime = this.runtimes[i];
          var raw = slots[rawSlot];
          var move = slots[m.positionSlot] - runtime.previousPosition;
          var mode = "none", allowed = false;
          if (move > 0) { mode = m.handoff.down; allowed = slots[m.downSlot] !== 0; }
          else if (move < 0) { mode = m.handoff.up; allowed = slots[m.upSlot] !== 0; }
          var content = raw;
          if (mode === "overflow") {
            // Only the part past a limit in the move's own direction is left over.
            content = this.withinLimits(raw, m);
            move = move > 0 ? smax(0, raw - content) : smin(0, raw - content);
          }
          var model = slots[m.modelSlot];
          var change = allowed ? slots[m.followSlot] * move : 0;
          var value = model;
          if (change < 0) value = smax(slots[m.minSlot], model + change);
          else if (change > 0) value = smin(slots[m.maxSlot], model + change);
          value = finite(value);
          if (value !== model) {
            slots[m.modelSlot] = value;
            slots[m.valueSlot] = value;
            runtime.animating = false;
            if (mode === "hold") content = runtime.previousRaw;
            else if (mode === "consume") content = raw - (value - model) / slots[m.followSlot];
          }
          content = this.withinLimits(content, m);
          if (content !== raw) {
            this.storeInput(input, content);
            if (m.positionSlot !== rawSlot) this.runGuards(m);
          }
          runtime.previousRaw = slots[rawSlot];
          runtime.previousPosition = slots[m.positionSlot];
        }
      };

      P.startSnap = function (i, machine, snap) {
        var slots = this.slots;
        var target = this.chooseTarget(slots[machine.modelSlot], snap);
        var runtime = this.runtimes[i];
        runtime.from = slots[machine.valueSlot];
        runtime.to = target;
        runtime.elapsed = 0;
        runtime.duration = smax(0, slots[snap.durationSlot]);
        runtime.curve = this.snapCurves[i];
        runtime.animating = runtime.duration > 0;
        slots[machine.modelSlot] = target;
        if (!runtime.animating) slots[machine.valueSlot] = target;
      };

      P.chooseTarget = function (value, snap) {
        var lower = null, upper = null, nearest = null;
        for (var k = 0; k < snap.targetSlots.length; k++) {
          var target = this.slots[snap.targetSlots[k]];
          if (target <= value && target > (lower === null ? -Infinity : lower)) lower = target;
          if (target > value && target < (upper === null ? Infinity : upper)) upper = target;
          if (nearest !== null) {
            var distance = Math.abs(target - value), best = Math.abs(nearest - value);
            if (distance < best || (distance === best && target > nearest)) nearest = target;
          } else {
            nearest = target;
          }
        }
        if (snap.rule === "nearest") return nearest === null ? value : nearest;
        if (lower === null) return upper === null ? value : upper;
        if (upper === null) return lower;
        var range = upper - lower;
        var midpoint = isFinite(range) ? lower + range / 2 : lower / 2 + upper / 2;
        return value > midpoint ? upper : lower;
      };

      return { Evaluator: Evaluator, parseEasing: parseEasing, ease: ease, finite: finite };
    })();

    if (typeof module === "object" && module.exports) module.exports = HeaderKit;
    """#
}
