import { Anchor, Card, Group, Loader, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadError } from "../../../components/load-error";
import { useMyProfile, useUpdateProfile } from "../../../features/affiliates/api/affiliates-api";
import {
  AccountNotice,
  AffiliateStatusBadge,
} from "../../../features/affiliates/components/affiliate-status";
import { PayoutForm, payoutOf } from "../../../features/affiliates/components/payout-form";
import { notify } from "../../../lib/notify";
import { AdminPage } from "../admin/admin-page";

/** /affiliates/profile: the account's state and code, and the contact and payout details. */
export default function AffiliateProfilePage() {
  const { t } = useTranslation("pages");
  const profile = useMyProfile();
  const update = useUpdateProfile();
  const me = profile.data;
  return (
    <AdminPage title={t("Affiliate profile")} description={t("Where we reach you and how we pay you.")}>
      {profile.isPending ? (
        <Loader aria-label={t("Loading")} />
      ) : profile.isError ? (
        <LoadError
          what={t("affiliate profile")}
          error={profile.error}
          onRetry={() => void profile.refetch()}
        />
      ) : !me ? (
        <Text>
          {t("You are not an affiliate yet.")}{" "}
          <Anchor component={Link} to="/affiliates">
            {t("Apply to the programme")}
          </Anchor>
          .
        </Text>
      ) : (
        <Stack gap="md">
          <AccountNotice profile={me} />
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <Group gap="sm">
                <Text fw={600}>{t("Referral code: {code}", { code: me.referral_code })}</Text>
                <AffiliateStatusBadge status={me.status} />
              </Group>
              <PayoutForm
                key={me.updated_at}
                initial={payoutOf(me)}
                submitLabel={t("Save details")}
                onSubmit={async (values) => {
                  await update.mutateAsync({ id: me.id, data: values });
                  notify.success(t("Your details have been saved."));
                }}
              />
            </Stack>
          </Card>
        </Stack>
      )}
    </AdminPage>
  );
}
