import type { TestimonyStatus } from "@cm/contracts";
import { Badge } from "@mantine/core";

const LOOK: Record<TestimonyStatus, { label: string; color: string }> = {
  PENDING: { label: "Pending", color: "yellow" },
  VERIFIED: { label: "Verified", color: "teal" },
  REJECTED: { label: "Rejected", color: "red" },
  UNVERIFIED: { label: "Unverified", color: "gray" },
};
export const STATUS_CHOICES = Object.entries(LOOK).map(([value, l]) => ({ value, label: l.label }));

export function TestimonyStatusBadge({ status }: { status: TestimonyStatus }) {
  const look = LOOK[status];
  return (
    <Badge color={look.color} variant="light" style={{ flexShrink: 0 }}>
      {look.label}
    </Badge>
  );
}
