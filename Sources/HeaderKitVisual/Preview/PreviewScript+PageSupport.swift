extension PreviewScript {
  /// What the preview page needs besides the evaluator and the scene
  /// (`HeaderKitPage`), for browsers and Node: CSS lengths that are always
  /// finite, the velocity a scroll of the list ends with, and the runtime's
  /// refusal of lists that cost set-up too much.
  public static let pageSupport = #"""
    /* The preview page's helpers: CSS lengths, the end of a scroll's velocity, and
       what set-up may cost. */
    var HeaderKitPage = (function () {
      "use strict";

      /** The largest CSS length the page writes, in px: far off any screen, and well
          inside every browser's layout range (about ±17.9 million px in Firefox,
          ±33.5 million in Chrome), beyond which browsers clamp or drop lengths each
          their own way. */
      var MAX_LENGTH = 1e6;

      /** A number for a CSS length: NaN gives 0, anything beyond ±MAX_LENGTH (±∞
          too) the bound of its sign, -0 gives 0; so no Infinity or NaN reaches a style. */
      function cssNumber(value) {
        if (value !== value) return 0;
        var clamped = Math.min(Math.max(value, -MAX_LENGTH), MAX_LENGTH);
        return clamped === 0 ? 0 : clamped;
      }

      /** `value` as a CSS length in px (see cssNumber). */
      function px(value) { return cssNumber(value) + "px"; }

      /** How far back the velocity looks, in ms: about six frames at 60 Hz. */
      var WINDOW = 100;
      /** The samples kept: more than a window's worth at 120 Hz. */
      var SAMPLES = 32;

      /** The velocity a scroll of the list ends with, in points per second, positive
          as the offset grows (trace's `{end, velocity: V}`, ScrollDriver's
          willEndDragging × 1000). Fed the finger's travel (the list's moves, hand-offs
          included) and the time of each scroll event:
          - a touch that lifts ends with the velocity over the last WINDOW ms before
            the lift, as UIKit's does (a finger held still lifts at 0), whatever the
            browser's coasting does after;
          - with a wheel, trackpad, keyboard or scroll bar the page sees no lift, and
            the browser coasts to a stop itself: the fastest velocity (over WINDOW ms)
            since scrolling began or last turned round stands in for it;
          - a list moved by the page itself (a slider, a reset) ends at 0. */
      function ScrollVelocity() {
        this.times = new Float64Array(SAMPLES);
        this.travels = new Float64Array(SAMPLES);
        this.reset();
      }

      ScrollVelocity.prototype.reset = function () {
        this.count = 0;          // samples held, the newest at (next - 1)
        this.next = 0;
        this.fastest = 0;        // the fastest velocity since scrolling began or turned
        this.released = null;    // a touch's velocity at its lift
      };

      /** The finger's travel is `travel` points at `time` ms. */
      ScrollVelocity.prototype.move = function (time, travel) {
        if (this.count > 0) {
          var last = (this.next - 1 + SAMPLES) % SAMPLES;
          if ((travel - this.travels[last]) * this.fastest < 0) {
            // Turned round: the velocity starts over from the turning point.
            this.times[0] = this.times[last];
            this.travels[0] = this.travels[last];
            this.count = 1;
            this.next = 1;
            this.fastest = 0;
          }
        }
        this.times[this.next] = time;
        this.travels[this.next] = travel;
        this.next = (this.next + 1) % SAMPLES;
        this.count = Math.min(this.count + 1, SAMPLES);
        var v = this.at(time);
        if (Math.abs(v) > Math.abs(this.fastest)) this.fastest = v;
      };

      /** The velocity over the samples of the last WINDOW ms before `time`: the
          travel between the oldest and the newest of them over the time between;
          0 with fewer than two. */
      ScrollVelocity.prototype.at = function (time) {
        var newest = -1, oldest = -1;
        for (var k = 1; k <= this.count; k++) {
          var i = (this.next - k + SAMPLES) % SAMPLES;
          if (this.times[i] < time - WINDOW) break;
          if (this.times[i] > time) continue;
          if (newest < 0) newest = i;
          oldest = i;
        }
        if (newest < 0 || oldest === newest) return 0;
        var elapsed = this.times[newest] - this.times[oldest];
        if (!(elapsed > 0)) return 0;
        var v = (this.travels[newest] - this.travels[oldest]) / elapsed * 1000;
        return isFinite(v) ? v : 0;
      };

      /** A finger touches the list: a new gesture, which starts at rest. */
      ScrollVelocity.prototype.touch = function () { this.reset(); };

      /** The last finger lifts at `time` ms. */
      ScrollVelocity.prototype.lift = function (time) { this.released = this.at(time); };

      /** Scrolling has ended: the velocity it ends with; the next scroll starts over. */
      ScrollVelocity.prototype.end = function () {
        var v = this.released !== null ? this.released : this.fastest;
        this.reset();
        return v;
      };

      /** How many numbers the page's reading of `text` holds ("64, 88,72" or "[1,2]":
          brackets and spaces ignored, empty parts dropped), counted without building them:
          a URL may hold millions. */
      function countNumbers(text) {
        text = String(text);
        var count = 0, filled = false;
        for (var i = 0; i < text.length; i++) {
          var c = text.charAt(i);
          if (c === ",") {
            if (filled) count++;
            filled = false;
          } else if (c !== "[" && c !== "]" && !/\s/.test(c)) filled = true;
        }
        return filled ? count + 1 : count;
      }

      /** ListParamCost.check with the budget Swift wrote into the page (config.setup):
          lists of these lengths (by list index) hold too many elements, build too many
          keyframes or run too much set-up code, checked in that order. The runtime's
          message (GraphError.limitExceeded), or null when they may be set. */
      function setupRefusal(budget, lengths) {
        var elements = 0, keyframes = budget.keyframes, work = budget.work;
        lengths.forEach(function (length, list) {
          elements += length;
          keyframes += budget.keyframesPerElement[list] * length;
          work += budget.workPerElement[list] * length;
        });
        var checks = [[budget.listElements, elements], [budget.builtKeyframes, keyframes],
          [budget.setupWork, work]];
        for (var k = 0; k < checks.length; k++) {
          var limit = checks[k][0], count = checks[k][1];
          if (count > limit.most) {
            return count + " " + limit.counts + ", more than the " + limit.most + " allowed";
          }
        }
        return null;
      }

      return {
        MAX_LENGTH: MAX_LENGTH, cssNumber: cssNumber, px: px, ScrollVelocity: ScrollVelocity,
        countNumbers: countNumbers, setupRefusal: setupRefusal
      };
    })();

    if (typeof module === "object" && module.exports) module.exports = HeaderKitPage;
    """#
}
