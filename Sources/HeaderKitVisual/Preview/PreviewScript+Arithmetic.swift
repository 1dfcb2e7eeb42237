import HeaderKitRuntime

extension PreviewScript {
  /// The JavaScript port of the runtime's arithmetic: `ScalarOps` (each
  /// opcode's, once, with the table of opcodes Swift writes), `CubicBezier`
  /// and `EasingCurve`, `KeyframeTrack`, `StateRule` and `SnapAnimation`.
  /// Spliced into ``evaluator``.
  static let arithmetic = #"""
      var MAX = Number.MAX_VALUE;

      // MARK: ScalarOps: each opcode's arithmetic, once, named after its opcode

      // Swift.min and Swift.max: `y < x ? y : x` and `y >= x ? y : x`, NaN included.
      function smin(x, y) { return y < x ? y : x; }
      function smax(x, y) { return y >= x ? y : x; }
      function truth(condition) { return condition ? 1 : 0; }

      /** Rounds half away from zero (Swift's .toNearestOrAwayFromZero). */
      function roundAway(a) {
        var whole = Math.trunc(a);
        var part = a - whole;
        if (part >= 0.5) return whole + 1;
        if (part <= -0.5) return whole - 1;
        return whole;
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

      /** A list param's elements and the sums of their prefixes (ListValues). */
      function listValues(elements) {
        var sums = [0];
        for (var i = 0; i < elements.length; i++) sums.push(sums[sums.length - 1] + elements[i]);
        return { elements: elements, prefixSums: sums };
      }

      var ScalarOps = {
        copy: function (a) { return a; },
        neg: function (a) { return -a; },
        abs: function (a) { return Math.abs(a); },
        floor: function (a) { return Math.floor(a); },
        ceil: function (a) { return Math.ceil(a); },
        round: roundAway,
        sqrt: function (a) { return a > 0 ? Math.sqrt(a) : 0; },
        not: function (a) { return truth(a === 0); },
        finite: finite,
        add: function (a, b) { return a + b; },
        sub: function (a, b) { return a - b; },
        mul: function (a, b) { return a * b; },
        div: function (a, b) { return b === 0 ? 0 : a / b; },
        mod: function (a, b) { return b === 0 ? 0 : a - b * Math.floor(a / b); },
        min: smin,
        max: smax,
        lt: function (a, b) { return truth(a < b); },
        le: function (a, b) { return truth(a <= b); },
        gt: function (a, b) { return truth(a > b); },
        ge: function (a, b) { return truth(a >= b); },
        eq: function (a, b) { return truth(a === b); },
        ne: function (a, b) { return truth(a !== b); },
        and: function (a, b) { return truth(a !== 0 && b !== 0); },
        or: function (a, b) { return truth(a !== 0 || b !== 0); },
        clamp: clamp,
        select: function (a, b, c) { return a !== 0 ? b : c; },
        lerp: function (a, b, t) { return a + (b - a) * t; },
        progress: function (x, from, to) {
          var width = to - from;
          if (width === 0) return x < from ? 0 : 1;
          return clamp((x - from) / width, 0, 1);
        },
        sin: function (a) { return finite(sinCos(a, 0)); },
        cos: function (a) { return finite(sinCos(a, 1)); },
        tan: function (a) { return finite(portableTan(a)); },
        exp: function (a) { return finite(portableExp(a)); },
        log: function (a) { return finite(portableLog(a)); },
        pow: function (a, b) { return finite(portablePow(a, b)); },
        atan2: function (a, b) { return finite(portableAtan2(a, b)); },
        listCount: function (list) { return list.elements.length; },
        listSum: function (list) { return list.prefixSums[list.prefixSums.length - 1]; },
        listSumPrefix: function (list, n) {
          return list.prefixSums[index(n, list.prefixSums.length)];
        },
        listItem: function (list, i) {
          var count = list.elements.length;
          return count === 0 ? 0 : list.elements[index(i, count)];
        }
      };

      /* Every opcode in the order of Swift's Opcode, with the slots it reads and its kind:
         written by Swift (Opcode.javaScriptTable), not copied. */
      var OPCODES = \#(Opcode.javaScriptTable);

      // The arithmetic of each opcode, by its number; an opcode without one stops here.
      var OPERATIONS = OPCODES.map(function (op) {
        var operation = op.kind === "track" ? null : ScalarOps[op.name];
        if (operation === undefined) throw new Error("no arithmetic for opcode '" + op.name + "'");
        return operation;
      });
      var OPCODE_NUMBER = {};
      OPCODES.forEach(function (op, number) { OPCODE_NUMBER[op.name] = number; });

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
      // Easing+Interpolators: Android's interpolators and CSS linear(...).
      var ACCELERATE = 4, DECELERATE = 5, ACCEL_DECEL = 6, OVERSHOOT = 7, ANTICIPATE = 8;
      var ANTICIPATE_OVERSHOOT = 9, STOPS = 10;

      /** An easing from its spec spelling, as CompiledGraph JSON writes it (EasingCurve). */
      function easingCurve(text) {
        var stops = /^\s*linear\((.*)\)\s*$/.exec(String(text));
        if (stops) return linearStops(stops[1]);
        var t = String(text).replace(/\s+/g, "");
        if (t === "linear") return { kind: LINEAR };
        if (t === "hold") return { kind: HOLD };
        if (t === "easeIn") return { kind: CUBIC, bezier: cubicBezier(0.42, 0, 1, 1) };
        if (t === "easeOut") return { kind: CUBIC, bezier: cubicBezier(0, 0, 0.58, 1) };
        if (t === "easeInOut") return { kind: CUBIC, bezier: cubicBezier(0.42, 0, 0.58, 1) };
        if (t === "accelerateDecelerate") return { kind: ACCEL_DECEL };
        var match = /^cubic-bezier\(([^)]*)\)$/.exec(t);
        if (match) {
          var n = match[1].split(",").map(Number);
          if (n.length === 4 && n.every(isFinite)) {
            return { kind: CUBIC, bezier: cubicBezier(n[0], n[1], n[2], n[3]) };
          }
        }
        match = /^steps\((\d+)\)$/.exec(t);
        if (match) return { kind: STEPS, steps: Math.max(1, Number(match[1])) };
        // EasingCurve.interpolatorValues: 2 × factor, the tension, tension × extra tension.
        match = /^(accelerate|decelerate|overshoot|anticipate|anticipateOvershoot)(?:\(([^)]*)\))?$/.exec(t);
        if (match) {
          var name = match[1], a = match[2] === undefined ? [] : match[2].split(",").map(Number);
          if (name === "accelerate") return { kind: ACCELERATE, parameter: 2 * (a.length ? a[0] : 1) };
          if (name === "decelerate") return { kind: DECELERATE, parameter: 2 * (a.length ? a[0] : 1) };
          if (name === "overshoot") return { kind: OVERSHOOT, parameter: a.length ? a[0] : 2 };
          if (name === "anticipate") return { kind: ANTICIPATE, parameter: a.length ? a[0] : 2 };
          return {
            kind: ANTICIPATE_OVERSHOOT,
            parameter: (a.length ? a[0] : 2) * (a.length > 1 ? a[1] : 1.5)
          };
        }
        throw new Error("unknown easing '" + text + "'");
      }

      /** Easing's linear(...) points, inputs completed as LinearStops.inputs does. */
      function linearStops(inner) {
        var outputs = [], inputs = [];
        inner.split(",").forEach(function (part) {
          var words = part.trim().split(/\s+/);
          var output = Number(words[0]);
          if (words.length === 1) { outputs.push(output); inputs.push(null); }
          for (var w = 1; w < words.length; w++) {
            outputs.push(output);
            inputs.push(Number(words[w].slice(0, -1)) / 100);
          }
        });
        var last = inputs.length - 1;
        if (inputs[0] === null) inputs[0] = 0;
        if (inputs[last] === null) inputs[last] = 1;
        var largest = -Infinity;
        for (var i = 0; i <= last; i++) {
          if (inputs[i] === null) continue;
          largest = smax(largest, inputs[i]);
          inputs[i] = largest;
        }
        var known = 0;
        for (var j = 1; j <= last; j++) {
          if (inputs[j] === null) continue;
          var start = inputs[known], end = inputs[j], span = j - known;
          for (var m = known + 1; m < j; m++) inputs[m] = start + (end - start) * (m - known) / span;
          known = j;
        }
        return { kind: STOPS, inputs: inputs, outputs: outputs };
      }

      /** EasingCurve.power: x multiplied by itself to the whole power n. */
      function easingPower(x, n) {
        var result = x;
        for (var k = 1; k < n; k++) result *= x;
        return result;
      }

      /** LinearStops.value. */
      function stopsValue(t, inputs, outputs) {
        var a = 0;
        for (var i = 0; i < inputs.length; i++) if (inputs[i] <= t) a = i;
        if (a === inputs.length - 1) a -= 1;
        var x0 = inputs[a], x1 = inputs[a + 1];
        if (x0 === x1) return outputs[a + 1];
        return outputs[a] + (t - x0) / (x1 - x0) * (outputs[a + 1] - outputs[a]);
      }

      /** EasingCurve.interpolated. */
      function interpolated(curve, t) {
        var T = curve.parameter, u;
        switch (curve.kind) {
          case ACCELERATE: return easingPower(t, T);
          case DECELERATE: return 1 - easingPower(1 - t, T);
          case ACCEL_DECEL: return sinCos((t + 1) * Math.PI, 1) / 2 + 0.5;
          case OVERSHOOT: u = t - 1; return u * u * ((T + 1) * u + T) + 1;
          case ANTICIPATE: return t * t * ((T + 1) * t - T);
          case ANTICIPATE_OVERSHOOT:
            if (t < 0.5) { u = t * 2; return 0.5 * (u * u * ((T + 1) * u - T)); }
            u = t * 2 - 2;
            return 0.5 * (u * u * ((T + 1) * u + T) + 2);
          default: return stopsValue(t, curve.inputs, curve.outputs);
        }
      }

      /** EasingCurve.callAsFunction: t clamped to [0, 1] (NaN is 0), then eased. */
      function ease(curve, t) {
        t = t > 0 ? (t < 1 ? t : 1) : 0;
        switch (curve.kind) {
          case LINEAR: return t;
          case HOLD: return t >= 1 ? 1 : 0;
          case CUBIC: return solve(curve.bezier, t);
          case STEPS: return t >= 1 ? 1 : Math.floor(t * curve.steps) / curve.steps;
          default: return interpolated(curve, t);
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

      /** KeyframeTrack.value(at:curves:): null where the track does not apply. */
      KeyframeTrack.prototype.value = function (x, table) {
        return this.valueIn(x, this.segment(x), table);
      };

      /**
       * Keyframes.segment: i with positions[i] <= x < positions[i + 1], -1 before the
       * first keyframe, the last index from it on (NaN falls to the first segment).
       */
      KeyframeTrack.prototype.segment = function (x) {
        var positions = this.positions;
        var last = positions.length - 1;
        if (last < 0) return last;
        if (x < positions[0]) return -1;
        if (x >= positions[last]) return last;
        // One keyframe (NaN only) or one segment: segment 0.
        if (last <= 1) return 0;
        var segment = this.cursor;
        if (segment >= 0 && segment < last && positions[segment] <= x && x < positions[segment + 1]) {
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

      /** Keyframes.value(at:in:curves:): the value at x in a segment segment() found. */
      KeyframeTrack.prototype.valueIn = function (x, segment, table) {
        var positions = this.positions;
        var last = positions.length - 1;
        if (last < 0) return null;
        if (segment < 0) return this.extrapolate(x, this.before, 0, 1);
        if (segment >= last) return this.extrapolate(x, this.after, last, last - 1);
        var start = positions[segment];
        var t = (x - start) / (positions[segment + 1] - start);
        t = t > 0 ? (t < 1 ? t : 1) : 0;
        var curve = this.curves[segment];
        var eased = curve === 0 ? t : ease(table[curve], t);
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

      /** SnapAnimation.advance, then the value to show (`easing` eases a duration's
       *  progress), or null when no snap runs. */
      function advanceSnap(snap, seconds, easing) {
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
        return interpolate(snap.from, snap.to, easing(snap.elapsed / snap.duration));
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

    """#
}
