import { describe, expect, it } from "vitest";
import {
  advanceLoading,
  LOADING_STAGES,
  loadingMessage,
  loadingRate,
  loadingStateAt,
  minimumLoadingMs,
  parseLoadingSpeed,
  STAGE_MS,
  stageText,
} from "./loading-progress";

describe("loading bar rates (spec section 9)", () => {
  it("fills at 20, 12, 8 and 4 percent per second", () => {
    expect(loadingRate("fast")).toBe(20);
    expect(loadingRate("normal")).toBe(12);
    expect(loadingRate("slow")).toBe(8);
    expect(loadingRate("very-slow")).toBe(4);
  });

  it("moves at the option's rate below 90 %", () => {
    expect(loadingStateAt(1000, "normal").progress).toBeCloseTo(12);
    expect(loadingStateAt(2000, "fast").progress).toBeCloseTo(40);
    expect(loadingStateAt(5000, "very-slow").progress).toBeCloseTo(20);
    expect(loadingStateAt(500, "slow").progress).toBeCloseTo(4);
  });

  it("slows to a quarter of the rate above 90 %", () => {
    // normal reaches 90 % after 7.5 s; one more second adds 3 %, not 12 %.
    expect(loadingStateAt(7500, "normal").progress).toBeCloseTo(90);
    expect(loadingStateAt(8500, "normal").progress).toBeCloseTo(93);
    // A step that crosses 90 % is split at the boundary.
    const crossed = advanceLoading({ progress: 88, wraps: 0 }, 1000, "fast");
    expect(crossed.progress).toBeCloseTo(90 + 0.9 * 5);
  });

  it("wraps to 0 at 100 % and counts the wraps", () => {
    // fast: 4.5 s to 90 %, then 10 % at 5 %/s = 2 s, so one pass lasts 6.5 s.
    expect(loadingStateAt(6499, "fast").wraps).toBe(0);
    const once = loadingStateAt(6600, "fast");
    expect(once.wraps).toBe(1);
    expect(once.progress).toBeCloseTo(2);
    expect(loadingStateAt(13_100, "fast").wraps).toBe(2);
    expect(loadingStateAt(65_000 + 100, "fast").wraps).toBe(10);
  });

  it("is the same whether advanced in one step or in many", () => {
    let state = { progress: 0, wraps: 0 };
    for (let i = 0; i < 300; i++) state = advanceLoading(state, 50, "normal");
    const direct = loadingStateAt(15_000, "normal");
    expect(state.wraps).toBe(direct.wraps);
    expect(state.progress).toBeCloseTo(direct.progress);
  });
});

describe("loading texts (spec section 2)", () => {
  it("cycles the stage texts in the specification's order", () => {
    expect(LOADING_STAGES).toEqual([
      "Gathering resources",
      "Processing data",
      "Almost ready",
      "Finalizing details",
      "Optimizing content",
      "Performing final checks",
      "Taking a bit longer than expected",
    ]);
    expect(stageText(0)).toBe("Gathering resources");
    expect(stageText(STAGE_MS - 1)).toBe("Gathering resources");
    expect(stageText(STAGE_MS)).toBe("Processing data");
    expect(stageText(6 * STAGE_MS)).toBe("Taking a bit longer than expected");
    expect(stageText(7 * STAGE_MS)).toBe("Gathering resources");
  });

  it("says the usual line, then that it takes longer, then counts attempts from the second wrap", () => {
    expect(loadingMessage(0)).toBe("Please wait while we prepare your experience");
    expect(loadingMessage(1)).toBe("This is taking longer than expected...");
    expect(loadingMessage(2)).toBe("Still working... (attempt 2 / this might take a while)");
    expect(loadingMessage(5)).toBe("Still working... (attempt 5 / this might take a while)");
  });
});

describe("how long the loading screen shows (spec section 9)", () => {
  it("is 600 ms on members, global assets, finance reports and marketing performance", () => {
    for (const path of [
      "/church/members",
      "/assets/global",
      "/finance/reports",
      "/admin/marketing/performance",
      "/church/marketing/performance/",
    ]) {
      expect(minimumLoadingMs(path)).toBe(600);
    }
  });

  it("is 300 ms elsewhere, including a single member", () => {
    for (const path of ["/churches", "/church/members/12", "/finance", "/profile/security", "/"]) {
      expect(minimumLoadingMs(path)).toBe(300);
    }
  });
});

describe("parseLoadingSpeed", () => {
  it("accepts the four options and falls back to normal", () => {
    expect(parseLoadingSpeed("very-slow")).toBe("very-slow");
    expect(parseLoadingSpeed("fast")).toBe("fast");
    expect(parseLoadingSpeed("warp")).toBe("normal");
    expect(parseLoadingSpeed(null)).toBe("normal");
  });
});
