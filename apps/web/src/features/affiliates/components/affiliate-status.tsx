import { AFFILIATE_STATUS_LABELS, type AffiliateProfile, type AffiliateStatus } from "@cm/contracts";
import { Alert, Badge } from "@mantine/core";

const COLOR: Record<AffiliateStatus, string> = {
  PENDING: "orange",
  ACTIVE: "teal",
  REJECTED: "red",
  SUSPENDED: "yellow",
  TERMINATED: "gray",
};

// Short enough for a badge in a phone's table card.
const SHORT: Record<AffiliateStatus, string> = { ...AFFILIATE_STATUS_LABELS, PENDING: "Waiting" };

export const AffiliateStatusBadge = ({ status }: { status: AffiliateStatus }) => (
  <Badge color={COLOR[status]} variant="light">
    {SHORT[status]}
  </Badge>
);

/** What an account that is not active means for its owner. */
export function AccountNotice({ profile }: { profile: AffiliateProfile }) {
  const reason = profile.status_reason ? ` Reason: ${profile.status_reason}` : "";
  const text: Record<AffiliateStatus, string> = {
    PENDING:
      "Thank you for applying. The office is reviewing your application; your referral link starts working once it is approved.",
    ACTIVE: "",
    REJECTED: `Your application was not approved.${reason}`,
    SUSPENDED: `Your affiliate account is suspended: your link earns nothing and you cannot withdraw for now.${reason}`,
    TERMINATED: `Your affiliate account has ended.${reason}`,
  };
  if (profile.status === "ACTIVE") return null;
  return (
    <Alert
      color={COLOR[profile.status]}
      variant="light"
      role="status"
      title={AFFILIATE_STATUS_LABELS[profile.status]}
    >
      {text[profile.status]}
    </Alert>
  );
}
