import { CONTACT_STATUSES, type ContactMessage } from "@cm/contracts";

type Status = ContactMessage["status"];

export const STATUS_LABELS: Record<Status, string> = {
  NEW: "New",
  IN_PROGRESS: "In progress",
  RESOLVED: "Resolved",
  CLOSED: "Closed",
};

export const STATUS_COLORS: Record<Status, string> = {
  NEW: "blue",
  IN_PROGRESS: "yellow",
  RESOLVED: "teal",
  CLOSED: "gray",
};

export const STATUS_CHOICES = CONTACT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

/** "Grace Mensah (@grace)" for a person who can be given a message; "User 12" when unknown. */
export function personLabel(
  users: { id: number; username: string; first_name: string; last_name: string }[],
  id: number | null,
): string {
  if (id === null) return "Nobody";
  const user = users.find((u) => u.id === id);
  if (!user) return `User ${id}`;
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name ? `${name} (@${user.username})` : `@${user.username}`;
}
