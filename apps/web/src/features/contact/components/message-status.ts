import { CONTACT_STATUSES, type ContactMessage, msg } from "@cm/contracts";
import { translator } from "../../../lib/i18n";

const t = translator("contact");

type Status = ContactMessage["status"];

export const STATUS_LABELS: Record<Status, string> = {
  NEW: msg("New"),
  IN_PROGRESS: msg("In progress"),
  RESOLVED: msg("Resolved"),
  CLOSED: msg("Closed"),
};

export const STATUS_COLORS: Record<Status, string> = {
  NEW: "blue",
  IN_PROGRESS: "yellow",
  RESOLVED: "teal",
  CLOSED: "gray",
};

/** A status in the language shown now. */
export const statusLabel = (status: Status): string => t(STATUS_LABELS[status]);

/** The statuses to choose from, named in the language shown now. */
export const statusChoices = () => CONTACT_STATUSES.map((value) => ({ value, label: statusLabel(value) }));

/** "Grace Mensah (@grace)" for a person who can be given a message; "User 12" when unknown. */
export function personLabel(
  users: { id: number; username: string; first_name: string; last_name: string }[],
  id: number | null,
): string {
  if (id === null) return t("Nobody");
  const user = users.find((u) => u.id === id);
  if (!user) return t("User {id}", { id });
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name ? `${name} (@${user.username})` : `@${user.username}`;
}
