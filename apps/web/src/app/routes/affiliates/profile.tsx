import { Card, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useMyProfile, useUpdateProfile } from "../../../features/affiliates/api/affiliates-api";
import {
  AccountNotice,
  AffiliateStatusBadge,
} from "../../../features/affiliates/components/affiliate-status";
import { PayoutForm, payoutOf } from "../../../features/affiliates/components/payout-form";
import { notify } from "../../../lib/notify";
import { AdminPage } from "../admin/admin-page";
import { AffiliateData } from "./affiliate-data";

/** /affiliates/profile: the account's state and code, and the contact and payout details. */
export default function AffiliateProfilePage() {
  const { t } = useTranslation("pages");
  const profile = useMyProfile();
  const update = useUpdateProfile();
  return (
    <AdminPage title={t("Affiliate profile")} description={t("Where we reach you and how we pay you.")}>
      <AffiliateData query={profile} what={t("affiliate profile")}>
        {(me) => (
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
      </AffiliateData>
    </AdminPage>
  );
}
