import { type ChurchRequestStatus, msg } from "@cm/contracts";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";

const COLORS: Record<ChurchRequestStatus, string> = {
  PENDING: "yellow",
  APPROVED: "teal",
  REJECTED: "red",
  CANCELLED: "gray",
};

/** A request's status in words, for the badge and the status filter. */
export const STATUS_WORDS: Record<ChurchRequestStatus, string> = {
  PENDING: msg("Pending"),
  APPROVED: msg("Approved"),
  REJECTED: msg("Rejected"),
  CANCELLED: msg("Cancelled"),
};

export function RequestStatusBadge({ status }: { status: ChurchRequestStatus }) {
  const { t } = useTranslation("church-requests");
  return (
    <Badge color={COLORS[status]} variant="light">
      {t(STATUS_WORDS[status])}
    </Badge>
  );
}
