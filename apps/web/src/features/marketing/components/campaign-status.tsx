import type { CampaignStatus } from "@cm/contracts";
import { Badge } from "@mantine/core";

const LOOK: Record<CampaignStatus, { label: string; color: string }> = {
  DRAFT: { label: "Draft", color: "gray" },
  PENDING_PAYMENT: { label: "Unpaid", color: "orange" },
  PENDING_REVIEW: { label: "In review", color: "blue" },
  ACTIVE: { label: "Running", color: "teal" },
  PAUSED: { label: "Paused", color: "yellow" },
  COMPLETED: { label: "Completed", color: "gray" },
  REJECTED: { label: "Rejected", color: "red" },
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  return (
    <Badge color={LOOK[status].color} variant="light">
      {LOOK[status].label}
    </Badge>
  );
}
