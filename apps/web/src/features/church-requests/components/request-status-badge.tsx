import type { ChurchRequestStatus } from "@cm/contracts";
import { Badge } from "@mantine/core";

const COLORS: Record<ChurchRequestStatus, string> = {
  PENDING: "yellow",
  APPROVED: "teal",
  REJECTED: "red",
  CANCELLED: "gray",
};

export function RequestStatusBadge({ status }: { status: ChurchRequestStatus }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {status.charAt(0) + status.slice(1).toLowerCase()}
    </Badge>
  );
}
