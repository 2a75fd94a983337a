import type { SubscriptionStatus } from "@cm/contracts";
import { Badge } from "@mantine/core";
import { STATUS_TEXT } from "./subscription-format";

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  const { label, color } = STATUS_TEXT[status];
  return (
    <Badge color={color} variant="light">
      {label}
    </Badge>
  );
}
