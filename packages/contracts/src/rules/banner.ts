import type { ChangeType, SubscriptionStatus } from "./subscription-rules";

/** Banner warns at this many days left or fewer (spec section 9). */
export const BANNER_WARNING_DAYS = 7;

export type BannerInput = {
  subscription: { status: SubscriptionStatus; days_remaining: number } | null;
  pendingChange?: { request_type: ChangeType; target_plan_name: string; effective_date: string } | null;
};
export type Banner = {
  tone: "red" | "orange" | "yellow" | "blue" | "green";
  message: string;
  /** A second line, for a pending change. */
  detail?: string;
  action?: { label: string; to: string };
};

const PLANS = "/subscriptions/plans";

/** The subscription banner, in the specification's order of precedence (section 4). */
export function subscriptionBanner({ subscription: s, pendingChange: change }: BannerInput): Banner {
  if (!s) {
    return {
      tone: "red",
      message: "Your church doesn't have an active subscription.",
      action: { label: "Subscribe Now", to: PLANS },
    };
  }
  const n = s.days_remaining;
  switch (s.status) {
    case "EXPIRED":
      return {
        tone: "red",
        message: "Your subscription has expired.",
        action: { label: "Renew Now", to: PLANS },
      };
    case "CANCELLED":
      return {
        tone: "red",
        message: "Your subscription has been cancelled.",
        action: { label: "Subscribe Again", to: PLANS },
      };
    case "PENDING":
      return {
        tone: "yellow",
        message: "Your subscription is pending activation.",
        action: { label: "View Details", to: "/subscriptions/details" },
      };
    case "TRIAL":
      return {
        tone: "blue",
        message: `Trial subscription: ${n} days remaining`,
        action: { label: "Upgrade Now", to: PLANS },
      };
    case "GRACE_PERIOD":
      return {
        tone: "orange",
        message: `Grace period: ${n} days remaining`,
        action: { label: "Renew Now", to: "/subscriptions/renew" },
      };
  }
  if (n <= BANNER_WARNING_DAYS) {
    return {
      tone: "orange",
      message: `Your subscription expires in ${n} days`,
      action: { label: "Renew Now", to: "/subscriptions/renew" },
    };
  }
  if (change) {
    return {
      tone: "blue",
      message: `Current Subscription: ${n} days remaining`,
      detail: changeLine(change),
    };
  }
  return { tone: "green", message: `Subscription active: ${n} days remaining` };
}

function changeLine(c: NonNullable<BannerInput["pendingChange"]>): string {
  const date = c.effective_date.slice(0, 10);
  switch (c.request_type) {
    case "UPGRADE":
      return `Upgrade to ${c.target_plan_name} on ${date}`;
    case "DOWNGRADE":
      return `Incoming: ${c.target_plan_name} on ${date}`;
    case "CANCEL":
      return `Cancellation effective on ${date}`;
    case "RENEW":
      return `Renewal scheduled for ${date}`;
  }
}

/** The banner shows only with a user and a church, for roles other than MEMBER and VIEWER (spec section 4). */
export const showsBanner = (user: { role: string } | null, churchId: number | null) =>
  user !== null && churchId !== null && user.role !== "MEMBER" && user.role !== "VIEWER";
