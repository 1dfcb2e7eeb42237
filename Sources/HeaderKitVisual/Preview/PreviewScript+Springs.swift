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

      function portableExp(x) { return portableExpTail(x, 0); }

      /** PortableMath.exp(_:tail:): e^(x + tail). */
      function portableExpTail(x, tail) {
        if (x !== x) return x;
        if (x > 710) return Infinity;
        if (x < -746) return 0;
        var k = Math.floor(x * INV_LN2 + 0.5);
        var high = x - k * LN2_HIGH;
        var low = k * LN2_LOW - tail;
        var r = high - low;
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
        p = 1 + (high + (r * r * p - low));
        if (k > 1000) return p * powerOfTwo(k - 100) * 1.2676506002282294e30;
        if (k < -1000) return p * powerOfTwo(k + 100) * 7.888609052210118e-31;
        return p * powerOfTwo(k);
      }

      function sinPolynomial(r, tail) {
        var parts = sinParts(r, tail);
        return parts[0] + parts[1];
      }

      function sinParts(r, tail) {
        var s = r * r;
        return [r, r * s * sinSeries(s) + tail * (1 - 0.5 * s)];
      }

      function cosPolynomial(r, tail) {
        var parts = cosParts(r, tail);
        return parts[0] + parts[1];
      }

      function cosParts(r, tail) {
        var s = r * r;
        var q = Math.floor(s * 128) * 0.00390625;
        return [1 - q, -((0.5 * s - q) - (s * s * cosSeries(s) - r * tail))];
      }

      function sinSeries(s) {
        var p = 2.8114572543455206e-15;
        p = p * s - 7.647163731819816e-13;
        p = p * s + 1.6059043836821613e-10;
        p = p * s - 2.505210838544172e-08;
        p = p * s + 2.7557319223985893e-06;
        p = p * s - 0.0001984126984126984;
        p = p * s + 0.008333333333333333;
        return p * s - 0.16666666666666666;
      }

      function cosSeries(s) {
        var p = -1.5619206968586225e-16;
        p = p * s + 4.779477332387385e-14;
        p = p * s - 1.1470745597729725e-11;
        p = p * s + 2.08767569878681e-09;
        p = p * s - 2.755731922398589e-07;
        p = p * s + 2.48015873015873e-05;
        p = p * s - 0.001388888888888889;
        return p * s + 0.041666666666666664;
      }

      function sinCos(x, quarterTurns) {
        if (!isFinite(x)) return NaN;
        if (Math.abs(x) < 7.450580596923828e-9) return quarterTurns === 0 ? x : 1;
        var reduced = reduceQuarterTurns(x);
        var turns = reduced[0] + quarterTurns;
        var quadrant = turns - 4 * Math.floor(turns * 0.25);
        var value = quadrant === 0 || quadrant === 2
          ? sinPolynomial(reduced[1], reduced[2]) : cosPolynomial(reduced[1], reduced[2]);
        return quadrant < 2 ? value : -value;
      }

      // MARK: PortableMath's argument reduction

      var HALF_PI_1 = 1.5707963267341256, HALF_PI_2 = 6.077100506303966e-11;
      var HALF_PI_3 = 2.0222662487111665e-21, HALF_PI_4 = 8.4784276603689e-32;
      var INV_HALF_PI = 0.6366197723675814;
      var HALF_PI_HIGH = 1.5707963267948966, HALF_PI_LOW = 6.123233995736766e-17;
      var TWO_OVER_PI = [
        0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD, 0xC0DB62, 0x95993C, 0x439041, 0xFE5163,
        0xABDEBB, 0xC561B7, 0x246E3A, 0x424DD2, 0xE00649, 0x2EEA09, 0xD1921C, 0xFE1DEB, 0x1CB129,
        0xA73EE8, 0x8235F5, 0x2EBB44, 0x84E99C, 0x7026B4, 0x5F7E41, 0x3991D6, 0x398353, 0x39F49C,
        0x845F8B, 0xBDF928, 0x3B1FF8, 0x97FFDE, 0x05980F, 0xEF2F11, 0x8B5A0A, 0x6D1F6D, 0x367ECF,
        0x27CB09, 0xB74F46, 0x3F669E, 0x5FEA2D, 0x7527BA, 0xC7EBE5, 0xF17B3D, 0x0739F7, 0x8A5292,
        0xEA6BFB, 0x5FB11F, 0x8D5D08, 0x560330, 0x46FC7B
      ];

      /** PortableMath.reduce: [k mod 4, high, low] with x = k·π/2 + high + low. */
      function reduceQuarterTurns(x) {
        if (!(Math.abs(x) < 1048576)) return reduceLarge(x);
        var k = Math.floor(x * INV_HALF_PI + 0.5);
        var first = twoSum(x - k * HALF_PI_1, -(k * HALF_PI_2));
        var second = twoSum(first[0], -(k * HALF_PI_3));
        var r = fastTwoSum(second[0], (first[1] + second[1]) - k * HALF_PI_4);
        return [k - 4 * Math.floor(k * 0.25), r[0], r[1]];
      }

      /** PortableMath.reduceLarge: Payne–Hanek, in doubles holding 24-bit integers. */
      function reduceLarge(x) {
        var y = Math.abs(x), g = 0;
        while (y >= 16777216) {
          y *= 5.960464477539063e-08;
          g += 1;
        }
        var chunks = [0, 0, 0, 0];
        for (var j = 0; j < 3; j++) {
          chunks[j] = Math.floor(y);
          y = (y - chunks[j]) * 16777216;
        }
        chunks[3] = y;
        var digits = [0, 0, 0, 0, 0, 0, 0, 0];
        for (var d = 0; d < 8; d++) {
          var sum = 0.0;
          for (j = 0; j < 4; j++) {
            if (d + g - 1 - j >= 0) sum += chunks[j] * TWO_OVER_PI[d + g - 1 - j];
          }
          digits[d] = sum;
        }
        for (d = 7; d >= 1; d--) {
          var carry = Math.floor(digits[d] * 5.960464477539063e-08);
          digits[d] -= carry * 16777216;
          digits[d - 1] += carry;
        }
        var k = digits[0] - 8 * Math.floor(digits[0] * 0.125);
        var up = digits[1] >= 8388608;
        if (up) {
          k += 1;
          for (d = 1; d < 8; d++) digits[d] = 16777215 - digits[d];
          digits[7] += 1;
        }
        var high = 0.0, low = 0.0, weight = 1.0;
        for (var i = 0; i < 7; i++) weight *= 5.960464477539063e-08;
        for (d = 7; d >= 1; d--) {
          var s = twoSum(digits[d] * weight, high);
          var f = fastTwoSum(s[0], s[1] + low);
          high = f[0]; low = f[1];
          weight *= 16777216;
        }
        var product = twoProduct(high, HALF_PI_HIGH);
        var r = fastTwoSum(product[0], product[1] + (high * HALF_PI_LOW + low * HALF_PI_HIGH));
        high = r[0]; low = r[1];
        if ((x < 0) !== up) { high = -high; low = -low; }
        if (x < 0) k = -k;
        return [k - 4 * Math.floor(k * 0.25), high, low];
      }

      function twoSum(a, b) {
        var s = a + b, bb = s - a;
        return [s, (a - (s - bb)) + (b - bb)];
      }

      function fastTwoSum(a, b) {
        var s = a + b;
        return [s, b - (s - a)];
      }

      function twoProduct(a, b) {
        var p = a * b, sa = split(a), sb = split(b);
        return [p, ((sa[0] * sb[0] - p) + sa[0] * sb[1] + sa[1] * sb[0]) + sa[1] * sb[1]];
      }

      function split(a) {
        var c = 134217729 * a, high = c - (c - a);
        return [high, a - high];
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

      /** Spring.Motion(omega:zeta:x0:v0:): regime 0 under-damped, 1 critical, 2 over-damped. */
      function springMotion(spring, x0, v0) {
        var omega = spring.omega, zeta = spring.ratio;
        var m = { regime: 1, omega: omega, zeta: zeta, beta: 0, slow: 0, fast: 0, x0: x0, v0: v0 };
        if (zeta < 1) {
          m.regime = 0;
          m.beta = Math.sqrt((1 - zeta) * (1 + zeta));
        } else if (zeta > 1) {
          m.regime = 2;
          m.beta = zeta < 1e150 ? Math.sqrt((zeta - 1) * (zeta + 1)) : zeta;
          m.fast = zeta + m.beta;
          m.slow = 1 / m.fast;
        }
        return m;
      }

      /** Spring.Motion.fundamentals: [A(tau), B(tau)]. */
      function springFundamentals(m, tau) {
        if (!(tau < Infinity)) return [0, 0];
        var decay;
        if (m.regime === 0) {
          decay = portableExp(-m.zeta * tau);
          if (!(decay > 0)) return [0, 0];
          var turn = m.beta * tau;
          var s = turn < 7.450580596923828e-9 ? tau : sinCos(turn, 0) / m.beta;
          return [decay * (sinCos(turn, 1) + m.zeta * s), decay * s];
        }
        if (m.regime === 1) {
          decay = portableExp(-tau);
          if (!(decay > 0)) return [0, 0];
          return [decay * (1 + tau), decay * tau];
        }
        var y = m.beta * tau;
        if (y < 0.5) {
          decay = portableExp(-m.zeta * tau);
          if (!(decay > 0)) return [0, 0];
          var z = -(y * y);
          var sinhc = 1 + z * sinSeries(z);
          var cosh = 1 - 0.5 * z + z * z * cosSeries(z);
          return [decay * (cosh + m.zeta * tau * sinhc), decay * tau * sinhc];
        }
        var early = portableExp(-m.slow * tau), late = portableExp(-m.fast * tau);
        var weight = 0.5 + 0.5 * m.zeta / m.beta;
        return [weight * early - (weight - 1) * late, (early - late) / (2 * m.beta)];
      }

      function springDisplacement(m, t) {
        var f = springFundamentals(m, m.omega * t);
        return m.x0 * f[0] + m.v0 * f[1] / m.omega;
      }

      /** Spring.Motion.velocity(at:). */
      function springVelocity(m, t) {
        var f = springFundamentals(m, m.omega * t);
        return m.v0 * (f[0] - 2 * (m.zeta * f[1])) - m.x0 * (m.omega * f[1]);
      }

      function springSettled(m, t) {
        var tau = m.omega * t;
        if (!(tau < Infinity)) return true;
        var eta = m.v0 / m.omega, bound;
        if (m.regime === 0) {
          bound = portableExp(-m.zeta * tau) * (Math.abs(m.x0) + Math.abs(eta + m.zeta * m.x0) / m.beta);
        } else if (m.regime === 1) {
          if (!(tau >= 1)) return false;
          bound = portableExp(-tau) * (Math.abs(m.x0) + Math.abs(eta + m.x0) * tau);
        } else {
          var weight = 0.5 + 0.5 * m.zeta / m.beta, shared = eta / (2 * m.beta);
          bound = Math.abs(weight * m.x0 + shared) * portableExp(-m.slow * tau)
            + Math.abs((weight - 1) * m.x0 + shared) * portableExp(-m.fast * tau);
        }
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
