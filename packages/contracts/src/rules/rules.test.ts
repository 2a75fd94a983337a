import { describe, expect, it } from "vitest";
import { subscriptionBanner } from "./banner";
import {
  currentSubscription,
  daysRemaining,
  pendingChange,
  subscriptionDaysRemaining,
  unlockedFeatures,
} from "./subscription-rules";

describe("current subscription (spec section 4)", () => {
  it("prefers ACTIVE, then TRIAL, then GRACE_PERIOD", () => {
    const subs = [
      { id: 1, status: "GRACE_PERIOD", end_date: "2027-01-01" },
      { id: 2, status: "TRIAL", end_date: "2026-12-01" },
      { id: 3, status: "EXPIRED", end_date: "2028-01-01" },
    ] as const;
    expect(currentSubscription(subs)?.id).toBe(2);
    expect(
      currentSubscription([...subs, { id: 4, status: "ACTIVE", end_date: "2026-01-01" } as const])?.id,
    ).toBe(4);
  });

  it("otherwise takes the one without access with the latest end_date", () => {
    const subs = [
      { id: 1, status: "EXPIRED", end_date: "2026-01-01" },
      { id: 2, status: "CANCELLED", end_date: "2026-06-01" },
      { id: 3, status: "PENDING", end_date: null },
    ] as const;
    expect(currentSubscription(subs)?.id).toBe(2);
    expect(currentSubscription([])).toBeUndefined();
  });
});

describe("pending change", () => {
  it("is the earliest APPROVED or PENDING request", () => {
    const requests = [
      { id: 1, status: "REJECTED", effective_date: "2026-01-01" },
      { id: 2, status: "PENDING", effective_date: "2026-03-01" },
      { id: 3, status: "APPROVED", effective_date: "2026-02-01" },
    ];
    expect(pendingChange(requests)?.id).toBe(3);
  });
});

describe("days remaining", () => {
  it("counts whole days and never goes below zero", () => {
    const today = new Date("2026-11-22T15:00:00Z");
    expect(daysRemaining("2026-11-29", today)).toBe(7);
    expect(daysRemaining("2026-11-01", today)).toBe(0);
  });
});

describe("what a subscription gives now", () => {
  const today = new Date("2026-11-22T08:00:00Z");
  it("counts days to the end, or to the end of grace in GRACE_PERIOD, and none without access", () => {
    const s = { end_date: "2026-12-02", grace_days: 7 };
    expect(subscriptionDaysRemaining({ ...s, status: "ACTIVE" }, today)).toBe(10);
    expect(subscriptionDaysRemaining({ ...s, status: "TRIAL" }, today)).toBe(10);
    const lapsed = { end_date: "2026-11-20", grace_days: 7 };
    expect(subscriptionDaysRemaining({ ...lapsed, status: "GRACE_PERIOD" }, today)).toBe(5);
    expect(subscriptionDaysRemaining({ ...s, status: "CANCELLED" }, today)).toBe(0);
  });

  it("unlocks the plan's features only while the status gives access", () => {
    const plan = { MARKETING: true, SUNDAY_SCHOOL: false };
    const unlocked = unlockedFeatures("GRACE_PERIOD", plan);
    expect(unlocked.MARKETING).toBe(true);
    expect(unlocked.SUNDAY_SCHOOL).toBe(false);
    expect(Object.keys(unlocked)).toHaveLength(14);
    expect(Object.values(unlockedFeatures("EXPIRED", plan)).some(Boolean)).toBe(false);
  });
});

describe("subscription banner, in order of precedence", () => {
  const active = (n: number) => ({ status: "ACTIVE" as const, days_remaining: n });
  it.each([
    [{ subscription: null }, "Your church doesn't have an active subscription.", "Subscribe Now"],
    [
      { subscription: { status: "EXPIRED" as const, days_remaining: 0 } },
      "Your subscription has expired.",
      "Renew Now",
    ],
    [
      { subscription: { status: "CANCELLED" as const, days_remaining: 3 } },
      "Your subscription has been cancelled.",
      "Subscribe Again",
    ],
    [
      { subscription: { status: "PENDING" as const, days_remaining: 0 } },
      "Your subscription is pending activation.",
      "View Details",
    ],
    [
      { subscription: { status: "TRIAL" as const, days_remaining: 12 } },
      "Trial subscription: 12 days remaining",
      "Upgrade Now",
    ],
    [
      { subscription: { status: "GRACE_PERIOD" as const, days_remaining: 2 } },
      "Grace period: 2 days remaining",
      "Renew Now",
    ],
    [{ subscription: active(7) }, "Your subscription expires in 7 days", "Renew Now"],
    [{ subscription: active(30) }, "Subscription active: 30 days remaining", undefined],
  ])("%o", (input, message, action) => {
    const banner = subscriptionBanner(input);
    expect(banner.message).toBe(message);
    expect(banner.action?.label).toBe(action);
  });

  it("grace period renews at /subscriptions/renew", () => {
    expect(
      subscriptionBanner({ subscription: { status: "GRACE_PERIOD", days_remaining: 1 } }).action?.to,
    ).toBe("/subscriptions/renew");
  });

  it.each([
    ["UPGRADE", "Upgrade to Gold on 2026-12-01"],
    ["DOWNGRADE", "Incoming: Gold on 2026-12-01"],
    ["CANCEL", "Cancellation effective on 2026-12-01"],
    ["RENEW", "Renewal scheduled for 2026-12-01"],
  ] as const)("active with a pending %s", (request_type, line) => {
    const banner = subscriptionBanner({
      subscription: active(40),
      pendingChange: { request_type, target_plan_name: "Gold", effective_date: "2026-12-01" },
    });
    expect(banner.message).toBe("Current Subscription: 40 days remaining");
    expect(banner.detail).toBe(line);
  });
});
