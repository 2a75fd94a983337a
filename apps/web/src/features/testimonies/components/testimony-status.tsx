import { msg, type TestimonyStatus } from "@cm/contracts";
import { Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { translator } from "../../../lib/i18n";

const t = translator("testimonies");

const LOOK: Record<TestimonyStatus, { label: string; color: string }> = {
  PENDING: { label: msg("Pending"), color: "yellow" },
  VERIFIED: { label: msg("Verified"), color: "teal" },
  REJECTED: { label: msg("Rejected"), color: "red" },
  UNVERIFIED: { label: msg("Unverified"), color: "gray" },
};
/** The statuses to choose from, named in the language shown now. */
export const statusChoices = () => Object.entries(LOOK).map(([value, l]) => ({ value, label: t(l.label) }));

export function TestimonyStatusBadge({ status }: { status: TestimonyStatus }) {
  const look = LOOK[status];
  const { t } = useTranslation("testimonies");
  return (
    <Badge color={look.color} variant="light" style={{ flexShrink: 0 }}>
      {t(look.label)}
    </Badge>
  );
}
