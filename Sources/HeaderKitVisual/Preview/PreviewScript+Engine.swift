extension PreviewScript {
  /// The JavaScript port of `HeaderEngine`, function for function, in its
  /// order: the events, over the evaluator's code (its slots, guards,
  /// conditions and frame). Spliced into ``evaluator``.
  static let engine = #"""
      // MARK: HeaderEngine

      /** HeaderEngine.reset: every input at rest, every signal at its default, every state
       *  at its initial value, every transition at rest on its side, the clock at 0; then
       *  the frame. */
      P.reset = function () {
        var graph = this.graph, i;
        this.time = 0;
        for (i = 0; i < this.signals.length; i++) {
          this.slots[this.signals[i].valueSlot] = this.signals[i].defaultValue;
        }
        for (i = 0; i < graph.inputs.length; i++) this.storeInput(i, this.inputSetup(i).resting);
        for (i = 0; i < graph.states.length; i++) {
          var initial = finite(this.stateSetups[i].initial);
          this.slots[graph.states[i].modelSlot] = initial;
          this.slots[graph.states[i].valueSlot] = initial;
          this.memories[i] = newMemory();
        }
        // Positions are read at rest once every state has its initial value.
        for (i = 0; i < graph.states.length; i++) this.see(i);
        this.settleTransitions();
        this.settleClocks();
        this.frame();
      };

      /** HeaderEngine.setInput: the stateless path; states stay put. */
      P.setInput = function (input, raw) {
        this.storeInput(input, raw);
        this.frame();
      };

      /** HeaderEngine.scroll: snaps that move the input stop, its states react, then
       *  transitions and the frame. */
      P.scroll = function (input, raw) {
        this.releaseSnaps(input);
        this.storeInput(input, raw);
        for (var i = 0; i < this.graph.states.length; i++) {
          if (this.stateSetups[i].input === input) this.update(i);
        }
        this.updateTransitions();
        this.updateClocks();
        this.frame();
      };

      P.drag = function (input, delta) { this.scroll(input, this.rawInput(input) + delta); };

      /** HeaderEngine.paramsChanged: each input's offset again, then the frame. */
      P.engineParamsChanged = function () {
        for (var i = 0; i < this.graph.inputs.length; i++) this.storeInput(i, this.rawInput(i));
        this.frame();
      };

      /** HeaderEngine.store: the raw offset made finite, and raw + inset. */
      P.storeInput = function (input, raw) {
        raw = finite(raw);
        var inset = this.inputSetup(input).inset;
        this.store(input, raw, inset === 0 ? raw + inset : finite(raw + inset));
      };

      /** HeaderEngine.update: guards, gate, the rule, the hand-off, memory. */
      P.update = function (i) {
        var setup = this.stateSetups[i], state = this.graph.states[i], slots = this.slots;
        var memory = this.memories[i];
        var guards = this.guards(i);
        if (!guards.gate) return;
        var raw = this.rawInput(setup.input), model = slots[state.modelSlot];
        var outcome = moveState(
          setup.rule, raw, guards.position, memory.previousPosition, memory.previousRaw, model,
          guards.down, guards.up);
        if (outcome.model !== model) {
          slots[state.modelSlot] = outcome.model;
          slots[state.valueSlot] = outcome.model;
          memory.snap.running = false;
        }
        var position = guards.position;
        if (outcome.content !== raw) {
          this.storeInput(setup.input, outcome.content);
          position = setup.positionIsRaw ? this.rawInput(setup.input) : this.guards(i).position;
        }
        memory.previousRaw = this.rawInput(setup.input);
        memory.previousPosition = position;
      };

      /** HeaderEngine.see: the state takes its input's offset and position as seen. */
      P.see = function (i) {
        var position = this.guards(i).position;
        this.memories[i].previousRaw = this.rawInput(this.stateSetups[i].input);
        this.memories[i].previousPosition = position;
      };

      // MARK: HeaderEngine+Snaps

      /** HeaderEngine.endScrolling, at `velocity` points per second (0 when absent). */
      P.endScrolling = function (input, velocity) {
        velocity = finite(velocity === undefined ? 0 : velocity);
        this.latchSignals();
        for (var i = 0; i < this.graph.states.length; i++) {
          if (this.stateSetups[i].input === input) this.startSnap(i, velocity);
        }
        this.updateTransitions();
        this.updateClocks();
        this.frame();
      };

      /** HeaderEngine.advance: snaps and transitions move on, conditions, the frame. */
      P.advance = function (seconds) {
        seconds = smax(0, finite(seconds));
        this.time = finite(this.time + seconds);
        for (var i = 0; i < this.graph.states.length; i++) {
          if (this.memories[i].snap.running) this.advanceSnap(i, seconds);
        }
        this.advanceTransitions(seconds);
        this.advanceClocks(seconds);
        this.updateTransitions();
        this.updateClocks();
        this.frame();
      };

      P.startSnap = function (i, velocity) {
        var snap = this.snapSetups[i];
        if (!snap) return;
        var setup = this.stateSetups[i], state = this.graph.states[i], slots = this.slots;
        var model = slots[state.modelSlot];
        var valueVelocity = ruleVelocity(setup.rule, velocity, model);
        var fling = snap.flingSpeed !== null ? Math.abs(velocity) >= snap.flingSpeed : false;
        var target = snapTargetMoving(
          model, valueVelocity, fling, snap.deceleration, snap.targets, snap.rule);
        var memory = this.memories[i], shown = slots[state.valueSlot];
        slots[state.valueSlot] = state.snap.spring
          ? startSpring(memory.snap, shown, target, snap.spring, valueVelocity)
          : startSnap(memory.snap, shown, target, snap.duration);
        slots[state.modelSlot] = target;
        if (!snap.movesInput) return;
        var raw = this.rawInput(setup.input);
        var moved = snapMoveInput(memory.snap, raw, setup.rule.follow);
        if (moved !== raw) this.moveInput(i, moved);
      };

      P.advanceSnap = function (i, seconds) {
        var self = this, snap = this.memories[i].snap;
        var presented = advanceSnap(snap, seconds, function (p) { return self.easeSnap(i, p); });
        if (presented === null) return;
        this.slots[this.graph.states[i].valueSlot] = presented;
        if (snap.movesInput) this.moveInput(i, snapInputAt(snap, presented));
      };

      /** HeaderEngine.moveInput: state i's snap moves its input, within its limits; its states see it. */
      P.moveInput = function (state, raw) {
        var setup = this.stateSetups[state], input = setup.input;
        this.storeInput(input, withinLimits(setup.rule, raw));
        for (var i = 0; i < this.graph.states.length; i++) {
          if (this.stateSetups[i].input === input) this.see(i);
        }
      };

      /** HeaderEngine.releaseSnaps: a scroll or drag stops the snaps that move its input. */
      P.releaseSnaps = function (input) {
        for (var i = 0; i < this.graph.states.length; i++) {
          var snap = this.memories[i].snap, state = this.graph.states[i];
          if (this.stateSetups[i].input !== input || !snap.running || !snap.movesInput) continue;
          snap.running = false;
          this.slots[state.modelSlot] = this.slots[state.valueSlot];
        }
      };

      // MARK: HeaderEngine+Signals

      /** HeaderEngine.setSignal: the value made finite; no set-up; transitions, the frame. */
      P.setSignal = function (signal, value) {
        this.slots[this.signals[signal].valueSlot] = finite(value);
        this.updateTransitions();
        this.updateClocks();
        this.frame();
      };

      /** HeaderEngine.latchSignals: each latch whose condition holds sets its signal. */
      P.latchSignals = function () {
        for (var i = 0; i < this.signals.length; i++) {
          var value = this.latch(i);
          if (value !== null) this.slots[this.signals[i].valueSlot] = finite(value);
        }
      };

      // MARK: HeaderEngine+Clocks

      P.settleClocks = function () {
        for (var i = 0; i < this.clocks.length; i++) {
          this.clocksRunning[i] = this.clockCondition(i);
          this.slots[this.clocks[i].valueSlot] = 0;
        }
      };

      P.updateClocks = function () {
        for (var i = 0; i < this.clocks.length; i++) {
          var running = this.clockCondition(i);
          if (running === this.clocksRunning[i]) continue;
          this.clocksRunning[i] = running;
          this.slots[this.clocks[i].valueSlot] = 0;
        }
      };

      P.advanceClocks = function (seconds) {
        for (var i = 0; i < this.clocks.length; i++) {
          if (!this.clocksRunning[i]) continue;
          var slot = this.clocks[i].valueSlot, period = this.clockPeriod(i);
          var value = finite(this.slots[slot] + seconds);
          this.slots[slot] = period > 0 ? ScalarOps.mod(value, period) : value;
        }
      };

      // MARK: HeaderEngine+Transitions

      P.settleTransitions = function () {
        for (var i = 0; i < this.transitions.length; i++) {
          var on = this.condition(i), animation = this.animations[i];
          animation.on = on;
          animation.snap.running = false;
          var setup = this.transitionSetups[i];
          this.slots[this.transitions[i].valueSlot] = on ? setup.to : setup.from;
        }
      };

      P.updateTransitions = function () {
        for (var i = 0; i < this.transitions.length; i++) {
          var on = this.condition(i), animation = this.animations[i];
          if (on === animation.on) continue;
          animation.on = on;
          var setup = this.transitionSetups[i], slot = this.transitions[i].valueSlot;
          var shown = this.slots[slot], target = on ? setup.to : setup.from;
          this.slots[slot] = this.transitions[i].spring
            ? startSpring(animation.snap, shown, target, on ? setup.spring : setup.springBack,
              snapVelocity(animation.snap))
            : startSnap(animation.snap, shown, target, on ? setup.duration : setup.durationBack);
        }
      };

      P.advanceTransitions = function (seconds) {
        var self = this;
        for (var i = 0; i < this.transitions.length; i++) {
          var animation = this.animations[i];
          if (!animation.snap.running) continue;
          var on = animation.on, index = i;
          var value = advanceSnap(animation.snap, seconds, function (p) {
            return self.easeTransition(index, on, p);
          });
          if (value !== null) this.slots[this.transitions[i].valueSlot] = value;
        }
      };

    """#
}
