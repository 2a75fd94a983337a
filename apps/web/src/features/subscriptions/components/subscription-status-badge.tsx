import type { SubscriptionStatus } from "@cm/contracts";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { STATUS_TEXT } from "./subscription-format";

export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation("subscriptions");
  const { label, color } = STATUS_TEXT[status];
  return (
    <Badge color={color} variant="light">
      {t(label)}
    </Badge>
  );
}
