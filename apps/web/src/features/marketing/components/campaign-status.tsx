import { type CampaignStatus, msg } from "@cm/contracts";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

const LOOK: Record<CampaignStatus, { label: string; color: string }> = {
  DRAFT: { label: msg("Draft"), color: "gray" },
  PENDING_PAYMENT: { label: msg("Unpaid"), color: "orange" },
  PENDING_REVIEW: { label: msg("In review"), color: "blue" },
  ACTIVE: { label: msg("Running"), color: "teal" },
  PAUSED: { label: msg("Paused"), color: "yellow" },
  COMPLETED: { label: msg("Completed"), color: "gray" },
  REJECTED: { label: msg("Rejected"), color: "red" },
};

export function CampaignStatusBadge({ status }: { status: CampaignStatus }) {
  const { t } = useTranslation("marketing");
  return (
    <Badge color={LOOK[status].color} variant="light">
      {t(LOOK[status].label)}
    </Badge>
  );
}
