import { type AffiliateProfile, type AffiliateStatus, msg } from "@cm/contracts";
import { Alert, Badge } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { statusLabel } from "./affiliate-words";

const COLOR: Record<AffiliateStatus, string> = {
  PENDING: "orange",
  ACTIVE: "teal",
  REJECTED: "red",
  SUSPENDED: "yellow",
  TERMINATED: "gray",
};

// Short enough for a badge in a phone's table card.
const WAITING = msg("Waiting");

export function AffiliateStatusBadge({ status }: { status: AffiliateStatus }) {
  const { t } = useTranslation("affiliates");
  return (
    <Badge color={COLOR[status]} variant="light">
      {status === "PENDING" ? t(WAITING) : statusLabel(status)}
    </Badge>
  );
}

/** What an account that is not active means for its owner. */
export function AccountNotice({ profile }: { profile: AffiliateProfile }) {
  const { t } = useTranslation("affiliates");
  const reason = profile.status_reason;
  // With the office's reason when it gave one, each a whole sentence.
  const text: Record<AffiliateStatus, string> = {
    PENDING: t(
      "Thank you for applying. The office is reviewing your application; your referral link starts working once it is approved.",
    ),
    ACTIVE: "",
    REJECTED: reason
      ? t("Your application was not approved. Reason: {reason}", { reason })
      : t("Your application was not approved."),
    SUSPENDED: reason
      ? t(
          "Your affiliate account is suspended: your link earns nothing and you cannot withdraw for now. Reason: {reason}",
          { reason },
        )
      : t("Your affiliate account is suspended: your link earns nothing and you cannot withdraw for now."),
    TERMINATED: reason
      ? t("Your affiliate account has ended. Reason: {reason}", { reason })
      : t("Your affiliate account has ended."),
  };
  if (profile.status === "ACTIVE") return null;
  return (
    <Alert color={COLOR[profile.status]} variant="light" role="status" title={statusLabel(profile.status)}>
      {text[profile.status]}
    </Alert>
  );
}
