extension PreviewScript {
  /// A JavaScript port of HeaderKitRuntime's evaluator (`HeaderKit.Evaluator`):
  /// it evaluates a ``CompiledGraph`` from its JSON as ``HeaderEvaluator``
  /// does, events included, and gives the same numbers bit for bit (the
  /// JavaScript evaluator tests compare them with tolerance 0). Runs in
  /// browsers and in Node (`module.exports`).
  public static let evaluator = #"""
    /* HeaderKit graph evaluator: HeaderKitRuntime restated once (ScalarOps, CubicBezier,
       EasingCurve, KeyframeTrack, StateRule, SnapAnimation, the interpreter, HeaderEvaluator's
       set-up and code, and HeaderEngine's events). It evaluates a CompiledGraph, the JSON
       that `headerkit compile` writes, with the same operations in the same order and
       Swift's min, max, rounding and non-finite rules, so the numbers are Swift's. The
       opcodes' table is written by Swift. The graph is trusted: the compiler wrote it
       (Swift checks graphs it loads). */
    var HeaderKit = (function () {
      "use strict";

    \#(arithmetic)
    \#(springs)
    \#(functions)
      // MARK: HeaderEvaluator

      function compileCode(list) {
        var code = new Int32Array(list.length * 5);
        list.forEach(function (instruction, i) {
          var op = OPCODE_NUMBER[instruction[0]];
          if (op === undefined) throw new Error("unknown opcode '" + instruction[0] + "'");
          code[i * 5] = op;
          for (var k = 1; k < 5; k++) code[i * 5 + k] = instruction[k];
        });
        return code;
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
          .map(function (p) { return listValues(p.defaultValues.slice()); });
        var easings = ["linear"];
        this.curveOfSource = graph.keyframeSources.map(function (source) {
          var at = easings.indexOf(source.easing);
          if (at >= 0) return at;
          easings.push(source.easing);
          return easings.length - 1;
        });
        this.curves = easings.map(easingCurve);
        this.tracks = [];
        this.memories = graph.states.map(newMemory);
        this.snapCurves = graph.states.map(function (s) { return easingCurve(s.snap ? s.snap.easing : "linear"); });
        // A graph without transitions omits the key.
        this.transitions = graph.transitions || [];
        this.animations = this.transitions.map(newTransitionAnimation);
        this.transitionCurves = this.transitions.map(function (t) {
          return { on: easingCurve(t.easeOn), off: easingCurve(t.easeOff) };
        });
        // A graph without signals or clocks omits the key.
        this.signals = graph.signals || [];
        this.clocks = graph.clocks || [];
        this.clocksRunning = this.clocks.map(function () { return false; });
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

      P.signalIndex = function (name) {
        return this.signals.findIndex(function (s) { return s.name === name; });
      };

      P.signalValue = function (i) { return this.slots[this.signals[i].valueSlot]; };

      P.outputIndex = function (key) {
        return this.graph.outputs.findIndex(function (o) { return o.target + "." + o.property === key; });
      };

      /** A param's current value: [number] for a scalar, the elements of a list. */
      P.paramValue = function (i) {
        var storage = this.graph.params[i].storage;
        if ("scalar" in storage) return [this.slots[storage.scalar]];
        return this.lists[storage.list].elements.slice();
      };

      /** setParam(_:to:) with a number or a list; re-runs set-up. */
      P.setParam = function (i, values) {
        if (!Array.isArray(values)) values = [values];
        values = values.map(finite);
        var storage = this.graph.params[i].storage;
        if ("scalar" in storage) {
          this.slots[storage.scalar] = values.length > 0 ? values[0] : 0;
        } else {
          this.lists[storage.list] = listValues(values);
        }
        this.paramsChanged();
      };

      P.resetParams = function () {
        var self = this;
        this.graph.params.forEach(function (p) {
          if ("scalar" in p.storage) {
            self.slots[p.storage.scalar] = p.defaultValues[0];
          } else {
            self.lists[p.storage.list] = listValues(p.defaultValues.slice());
          }
        });
        this.paramsChanged();
      };

      /** HeaderEvaluator.paramsChanged: set-up, then the engine's (each input's offset again, the frame). */
      P.paramsChanged = function () {
        this.setUp();
        this.engineParamsChanged();
      };

      /** HeaderEvaluator.setUp: set-up code, every track's keyframes, the set-up values events read. */
      P.setUp = function () {
        var graph = this.graph, slots = this.slots, self = this;
        this.run(this.setupCode, 0, graph.setupCode.length);
        this.tracks = graph.tracks.map(function (t) { return new KeyframeTrack(t.before, t.after); });
        for (var t = 0; t < graph.tracks.length; t++) {
          var track = graph.tracks[t];
          for (var k = track.firstSource; k < track.firstSource + track.sourceCount; k++) {
            var source = graph.keyframeSources[k];
            var repeats = source.list < 0 ? 1 : this.lists[source.list].elements.length;
            for (var element = 0; element < repeats; element++) {
              if (source.list >= 0) {
                slots[source.indexSlot] = element;
                slots[source.itemSlot] = this.lists[source.list].elements[element];
              }
              this.run(this.keyframeCode, source.codeStart, source.codeStart + source.codeCount);
              this.tracks[t].append(slots[source.atSlot], slots[source.valueSlot], this.curveOfSource[k]);
            }
          }
        }
        var has = function (slot) { return slot !== undefined && slot !== null; };
        this.stateSetups = graph.states.map(function (s) {
          return {
            input: s.input, initial: slots[s.initialSlot],
            rule: {
              follow: slots[s.followSlot], min: slots[s.minSlot], max: slots[s.maxSlot],
              handoff: s.handoff,
              lowerLimit: s.limits ? slots[s.limits.lowerSlot] : -Infinity,
              upperLimit: s.limits ? slots[s.limits.upperSlot] : Infinity
            },
            positionIsRaw: s.positionSlot === graph.inputs[s.input].rawSlot
          };
        });
        this.snapSetups = graph.states.map(function (s) {
          var snap = s.snap;
          if (!snap) return null;
          return {
            rule: snap.rule,
            targets: snap.targetSlots.map(function (slot) { return slots[slot]; }),
            spring: snap.spring ? self.springOf(snap.spring) : null,
            duration: slots[snap.durationSlot],
            flingSpeed: has(snap.flingSlot) ? slots[snap.flingSlot] : null,
            deceleration: has(snap.decelerationSlot) ? slots[snap.decelerationSlot] : 0,
            movesInput: snap.movesInput
          };
        });
        // TransitionSetup: each direction's spring or duration (back as forward unless given).
        this.transitionSetups = this.transitions.map(function (t) {
          var spring = t.spring ? self.springOf(t.spring) : null, duration = slots[t.durationSlot];
          return {
            from: slots[t.fromSlot], to: slots[t.toSlot], spring: spring, duration: duration,
            springBack: t.springBack ? self.springOf(t.springBack) : spring,
            durationBack: has(t.backDurationSlot) ? slots[t.backDurationSlot] : duration
          };
        });
      };

      /** The spring a snap's or transition's set-up values make, or null. */
      P.springOf = function (source) {
        var s = source.slots, slots = this.slots;
        return springFrom(source.form, slots[s[0]], slots[s[1]], s.length > 2 ? slots[s[2]] : 0);
      };

      /** The interpreter: instructions [start, end) of `code`, each opcode's arithmetic by number. */
      P.run = function (code, start, end) {
        var s = this.slots, TRACK = OPCODE_NUMBER.track;
        for (var i = start * 5; i < end * 5; i += 5) {
          var op = code[i], dst = code[i + 1], a = code[i + 2], b = code[i + 3], c = code[i + 4];
          if (op === TRACK) {
            var value = this.tracks[a].value(s[this.graph.tracks[a].driverSlot], this.curves);
            if (value !== null) s[dst] = value;
          } else if (OPCODES[op].kind === "list") {
            s[dst] = OPERATIONS[op](this.lists[a], s[b]);
          } else {
            s[dst] = OPERATIONS[op](s[a], s[b], s[c]);
          }
        }
      };

      // MARK: HeaderEvaluator as the engine's code (HeaderEvaluator+Code)

      P.inputSetup = function (i) {
        var input = this.graph.inputs[i];
        return { resting: this.slots[input.initialSlot], inset: this.slots[input.insetSlot] };
      };

      P.store = function (i, raw, offset) {
        var input = this.graph.inputs[i];
        this.slots[input.rawSlot] = raw;
        this.slots[input.valueSlot] = offset;
      };

      P.guards = function (i) {
        var s = this.graph.states[i], slots = this.slots;
        this.run(this.stateCode, s.guardStart, s.guardStart + s.guardCount);
        return {
          position: slots[s.positionSlot], down: slots[s.downSlot] !== 0, up: slots[s.upSlot] !== 0,
          gate: slots[s.gateSlot] !== 0
        };
      };

      P.easeSnap = function (i, progress) { return ease(this.snapCurves[i], progress); };

      P.condition = function (i) {
        var t = this.transitions[i];
        this.run(this.stateCode, t.codeStart, t.codeStart + t.codeCount);
        return this.slots[t.conditionSlot] !== 0;
      };

      /** A signal's latch: its code, then its value when its condition holds, else null. */
      P.latch = function (i) {
        var latch = this.signals[i].latch;
        if (!latch) return null;
        this.run(this.stateCode, latch.codeStart, latch.codeStart + latch.codeCount);
        return this.slots[latch.conditionSlot] !== 0 ? this.slots[latch.valueSlot] : null;
      };

      P.clockCondition = function (i) {
        var c = this.clocks[i];
        this.run(this.stateCode, c.codeStart, c.codeStart + c.codeCount);
        return this.slots[c.conditionSlot] !== 0;
      };

      P.clockPeriod = function (i) {
        var slot = this.clocks[i].periodSlot;
        return slot === undefined || slot === null ? 0 : this.slots[slot];
      };

      P.easeTransition = function (i, on, progress) {
        var curves = this.transitionCurves[i];
        return ease(on ? curves.on : curves.off, progress);
      };

      P.frame = function () { this.run(this.frameCode, 0, this.graph.frameCode.length); };

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

      P.isAnimating = function (i) { return this.memories[i].snap.running; };

      P.anyAnimating = function () {
        return this.memories.some(function (memory) { return memory.snap.running; })
          || this.animations.some(function (a) { return a.snap.running; })
          || this.clocksRunning.some(function (running) { return running; });
      };

      /** One trace event: {drag: d}, {scroll: x}, {end: true} (with an optional velocity),
       *  {wait: s} or {signal: i, value: v}. */
      P.apply = function (event, input) {
        if ("drag" in event) this.drag(input, event.drag);
        else if ("scroll" in event) this.scroll(input, event.scroll);
        else if ("wait" in event) this.advance(event.wait);
        else if ("signal" in event) this.setSignal(event.signal, event.value);
        else this.endScrolling(input, event.velocity === undefined ? 0 : event.velocity);
      };

    \#(engine)
      return {
        Evaluator: Evaluator, easingCurve: easingCurve, ease: ease, finite: finite, sinCos: sinCos,
        opcodes: OPCODES
      };
    })();

    if (typeof module === "object" && module.exports) module.exports = HeaderKit;
    """#
}
