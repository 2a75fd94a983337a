import { msg } from "@cm/contracts";
import type { Banner } from "@cm/contracts/rules";
import { translator } from "../../../lib/i18n";

const t = translator("subscriptions");

// The banner rule (in the contracts) writes the specification's English sentences word for word.
// These are the same sentences with their values as placeholders, each whole, so that every
// language has the full sentence; the English shown stays the rule's own.
const LINES = [
  msg("Your church doesn't have an active subscription."),
  msg("Your subscription has expired."),
  msg("Your subscription has been cancelled."),
  msg("Your subscription is pending activation."),
  msg("Trial subscription: {days} days remaining"),
  msg("Grace period: {days} days remaining"),
  msg("Your subscription expires in {days} days"),
  msg("Current Subscription: {days} days remaining"),
  msg("Subscription active: {days} days remaining"),
  msg("Upgrade to {plan} on {date}"),
  msg("Incoming: {plan} on {date}"),
  msg("Cancellation effective on {date}"),
  msg("Renewal scheduled for {date}"),
];

/** The banner's buttons. */
const ACTIONS: string[] = [
  msg("Subscribe Now"),
  msg("Renew Now"),
  msg("Subscribe Again"),
  msg("View Details"),
  msg("Upgrade Now"),
];

type LineValues = {
  days: number;
  change?: { target_plan_name: string; effective_date: string } | null;
};

/** A line of the banner in the language shown: the sentence the rule wrote, found among LINES. */
export function bannerLine(line: string, { days, change }: LineValues): string {
  const values = {
    days,
    plan: change?.target_plan_name ?? "",
    date: change?.effective_date.slice(0, 10) ?? "",
  };
  const english = (key: string) =>
    key.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name as keyof typeof values] ?? ""));
  const key = LINES.find((k) => english(k) === line);
  // A sentence the rule gained since is shown as the rule wrote it.
  return key ? t(key, values) : line;
}

/** The whole banner in the language shown. */
export function bannerInWords(banner: Banner, values: LineValues): Banner {
  return {
    ...banner,
    message: bannerLine(banner.message, values),
    ...(banner.detail ? { detail: bannerLine(banner.detail, values) } : {}),
    ...(banner.action
      ? {
          action: {
            ...banner.action,
            label: ACTIONS.includes(banner.action.label) ? t(banner.action.label) : banner.action.label,
          },
        }
      : {}),
  };
}
