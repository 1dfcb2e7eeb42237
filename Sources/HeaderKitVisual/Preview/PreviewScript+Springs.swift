extension PreviewScript {
  /// The JavaScript port of `PortableMath`, `Spring` and the velocity-aware
  /// parts of `SnapAnimation`: the same operations in the same order as the
  /// Swift, so the preview's springs match the evaluator's bit for bit
  /// (nothing here calls `Math.exp`, `Math.sin` or `Math.cos`, which differ
  /// between engines). Spliced into ``evaluator``.
  static let springs = #"""
      // MARK: PortableMath

      var LN2_HIGH = 6.93147180369123816490e-01, LN2_LOW = 1.90821492927058770002e-10;
      var INV_LN2 = 1.4426950408889634;
      var HALF_PI_HIGH = 1.57079632673412561417e+00, HALF_PI_LOW = 6.07710050650619224932e-11;
      var INV_HALF_PI = 0.6366197723675814;

      function powerOfTwo(k) {
        var base = k < 0 ? 0.5 : 2.0, n = Math.abs(k), result = 1.0;
        while (n > 0) {
          var half = Math.floor(n * 0.5);
          if (n - 2 * half === 1) result *= base;
          base *= base;
          n = half;
        }
        return result;
      }

      function portableExp(x) {
        if (x !== x) return x;
        if (x < -708) return 0;
        if (x > 709) return Infinity;
        var k = Math.floor(x * INV_LN2 + 0.5);
        var r = (x - k * LN2_HIGH) - k * LN2_LOW;
        var p = 1.6059043836821613e-10;
        p = p * r + 2.08767569878681e-09;
        p = p * r + 2.505210838544172e-08;
        p = p * r + 2.755731922398589e-07;
        p = p * r + 2.7557319223985893e-06;
        p = p * r + 2.48015873015873e-05;
        p = p * r + 0.0001984126984126984;
        p = p * r + 0.001388888888888889;
        p = p * r + 0.008333333333333333;
        p = p * r + 0.041666666666666664;
        p = p * r + 0.16666666666666666;
        p = p * r + 0.5;
        p = p * r + 1;
        p = p * r + 1;
        return p * powerOfTwo(k);
      }

      function sinPolynomial(r) {
        var s = r * r;
        var p = 2.8114572543455206e-15;
        p = p * s - 7.647163731819816e-13;
        p = p * s + 1.6059043836821613e-10;
        p = p * s - 2.505210838544172e-08;
        p = p * s + 2.7557319223985893e-06;
        p = p * s - 0.0001984126984126984;
        p = p * s + 0.008333333333333333;
        p = p * s - 0.16666666666666666;
        return r + r * s * p;
      }

      function cosPolynomial(r) {
        var s = r * r;
        var p = -1.5619206968586225e-16;
        p = p * s + 4.779477332387385e-14;
        p = p * s - 1.1470745597729725e-11;
        p = p * s + 2.08767569878681e-09;
        p = p * s - 2.755731922398589e-07;
        p = p * s + 2.48015873015873e-05;
        p = p * s - 0.001388888888888889;
        p = p * s + 0.041666666666666664;
        p = p * s - 0.5;
        return 1 + s * p;
      }

      function sinCos(x, quarterTurns) {
        if (!isFinite(x)) return NaN;
        var k = Math.floor(x * INV_HALF_PI + 0.5);
        var r = (x - k * HALF_PI_HIGH) - k * HALF_PI_LOW;
        var turns = k + quarterTurns;
        var quadrant = turns - 4 * Math.floor(turns * 0.25);
        var value = quadrant === 0 || quadrant === 2 ? sinPolynomial(r) : cosPolynomial(r);
        return quadrant < 2 ? value : -value;
      }

      // MARK: Spring

      var SETTLE_EPSILON = 0.001;

      function springOf(omega, ratio) {
        if (!(omega > 0) || !isFinite(omega) || !(ratio > 0) || !isFinite(ratio)) return null;
        return { omega: omega, ratio: ratio };
      }

      /** CompiledGraph.SpringSource.spring: the spring of a snap's values, or null. */
      function springFrom(form, a, b, c) {
        if (form === "response") {
          if (!(a > 0) || !isFinite(a) || !(b > 0) || !isFinite(b)) return null;
          return springOf(6.283185307179586 / a, b);
        }
        if (!(a > 0) || !(b > 0) || !(c > 0)) return null;
        return springOf(Math.sqrt(b / a), c / (2 * Math.sqrt(b * a)));
      }

      /** Spring.motion: the closed form's coefficients from (x0, v0). */
      function springMotion(spring, x0, v0) {
        var omega = spring.omega, zeta = spring.ratio;
        if (zeta < 1) {
          var damped = omega * Math.sqrt(1 - zeta * zeta);
          var decay = zeta * omega;
          return { regime: 0, a: decay, b: damped, p: x0, q: (v0 + decay * x0) / damped, from: 0 };
        }
        if (zeta === 1) return { regime: 1, a: omega, b: 0, p: x0, q: v0 + omega * x0, from: 1 / omega };
        var root = Math.sqrt(zeta * zeta - 1);
        var fast = omega * (zeta + root), slow = omega / (zeta + root);
        var p = (v0 + fast * x0) / (fast - slow);
        return { regime: 2, a: slow, b: fast, p: p, q: x0 - p, from: 0 };
      }

      function springDisplacement(m, t) {
        if (m.regime === 0) {
          var bt = m.b * t;
          return portableExp(-m.a * t) * (m.p * sinCos(bt, 1) + m.q * sinCos(bt, 0));
        }
        if (m.regime === 1) return portableExp(-m.a * t) * (m.p + m.q * t);
        return m.p * portableExp(-m.a * t) + m.q * portableExp(-m.b * t);
      }

      /** Spring.Motion.velocity(at:): the closed forms differentiated. */
      function springVelocity(m, t) {
        if (m.regime === 0) {
          var bt = m.b * t;
          return portableExp(-m.a * t)
            * ((m.q * m.b - m.a * m.p) * sinCos(bt, 1) - (m.p * m.b + m.a * m.q) * sinCos(bt, 0));
        }
        if (m.regime === 1) return portableExp(-m.a * t) * (m.q - m.a * (m.p + m.q * t));
        return -(m.a * m.p * portableExp(-m.a * t) + m.b * m.q * portableExp(-m.b * t));
      }

      function springSettled(m, t) {
        if (t < m.from) return false;
        var bound;
        if (m.regime === 0) bound = portableExp(-m.a * t) * (Math.abs(m.p) + Math.abs(m.q));
        else if (m.regime === 1) bound = portableExp(-m.a * t) * (Math.abs(m.p) + Math.abs(m.q) * t);
        else bound = Math.abs(m.p) * portableExp(-m.a * t) + Math.abs(m.q) * portableExp(-m.b * t);
        return !(bound > SETTLE_EPSILON);
      }

      // MARK: SnapAnimation with velocity

      /** SnapAnimation.start(from:to:spring:velocity:). */
      function startSpring(snap, presented, target, spring, velocity) {
        snap.from = presented; snap.to = target; snap.elapsed = 0; snap.duration = 0;
        snap.movesInput = false;
        if (spring === null) {
          snap.springing = false; snap.running = false;
          return target;
        }
        snap.springing = true;
        snap.motion = springMotion(spring, finite(presented - target), finite(velocity));
        snap.running = !springSettled(snap.motion, 0);
        return snap.running ? presented : target;
      }

      /** SnapAnimation.velocity: a spring's velocity now, else 0. */
      function snapVelocity(snap) {
        return snap.running && snap.springing ? finite(springVelocity(snap.motion, snap.elapsed)) : 0;
      }

      /** SnapAnimation.moveInput: the input's raw offset now. */
      function snapMoveInput(snap, raw, follow) {
        if (follow === 0 || !isFinite(follow)) return raw;
        snap.movesInput = true;
        snap.follow = follow;
        snap.inputTarget = finite(raw + (snap.to - snap.from) / follow);
        return snap.running ? raw : snap.inputTarget;
      }

      /** SnapAnimation.input(at:). */
      function snapInputAt(snap, presented) {
        return finite(snap.inputTarget - (snap.to - presented) / snap.follow);
      }

      /** SnapAnimation.projection. */
      function snapProjection(value, velocity, d) {
        if (!(d > 0 && d < 1)) return value;
        return finite(value + velocity / 1000 * d / (1 - d));
      }

      /** SnapAnimation.target(for:velocity:fling:deceleration:...). */
      function snapTargetMoving(value, velocity, fling, deceleration, targets, rule) {
        if (targets.length === 0) return value;
        if (fling && velocity !== 0) {
          var direction = velocity > 0 ? 1.0 : -1.0;
          var next = value, found = false, last = targets[0];
          for (var i = 0; i < targets.length; i++) {
            var candidate = targets[i];
            if ((candidate - last) * direction > 0) last = candidate;
            var ahead = (candidate - value) * direction > 0;
            if (ahead && (!found || (candidate - next) * direction < 0)) { next = candidate; found = true; }
          }
          return found ? next : last;
        }
        if (rule === "projected") {
          return snapTarget(snapProjection(value, velocity, deceleration), targets, "nearest");
        }
        return snapTarget(value, targets, rule);
      }

      /** StateRule.velocity(of:at:). */
      function ruleVelocity(rule, inputVelocity, value) {
        var velocity = finite(rule.follow * finite(inputVelocity));
        if (velocity > 0 && value >= rule.max) return 0;
        if (velocity < 0 && value <= rule.min) return 0;
        return velocity;
      }

    """#
}
