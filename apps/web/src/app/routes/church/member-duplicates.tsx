import { hasPermission } from "@cm/contracts/rules";
import { Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DetailHeading } from "../../../components/detail-heading";
import { MemberDuplicates } from "../../../features/members/components/member-duplicates";
import { useCurrentUser } from "../../../lib/auth-store";
import NotFoundPage from "../not-found";

/** Members who may be one person entered twice, for those who manage the roll to merge. */
export default function MemberDuplicatesPage() {
  const { t } = useTranslation("pages");
  const user = useCurrentUser();
  if (!user) return null;
  if (!hasPermission(user, "members.write")) return <NotFoundPage embedded />;
  return (
    <Stack gap="lg">
      <DetailHeading
        trail={[{ label: t("Members"), to: "/church/members" }]}
        here={t("Likely duplicates")}
        title={t("Likely duplicates")}
        below={
          <Text c="dimmed" fz="sm">
            {t(
              "Members who may be one person entered twice. Check each pair, then merge them into one record.",
            )}
          </Text>
        }
      />
      <MemberDuplicates />
    </Stack>
  );
}
