import type { SubscriptionStatus } from "@cm/contracts";
import { Badge, Group, Title } from "@mantine/core";
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

/** A subscription's plan name as a heading, with its status beside it. */
export function PlanHeading({
  subscription,
  size = "xl",
}: {
  subscription: { plan_name: string; status: SubscriptionStatus };
  size?: "xl" | number;
}) {
  return (
    <Group gap="sm">
      <Title order={2} fz={size}>
        {subscription.plan_name}
      </Title>
      <SubscriptionStatusBadge status={subscription.status} />
    </Group>
  );
}
