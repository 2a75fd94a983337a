import { Anchor, Card, Group, Loader, Stack, Text } from "@mantine/core";
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
  const profile = useMyProfile();
  const update = useUpdateProfile();
  const me = profile.data;
  return (
    <AdminPage title="Affiliate profile" description="Where we reach you and how we pay you.">
      {profile.isPending ? (
        <Loader aria-label="Loading" />
      ) : profile.isError ? (
        <LoadError what="affiliate profile" error={profile.error} onRetry={() => void profile.refetch()} />
      ) : !me ? (
        <Text>
          You are not an affiliate yet.{" "}
          <Anchor component={Link} to="/affiliates">
            Apply to the programme
          </Anchor>
          .
        </Text>
      ) : (
        <Stack gap="md">
          <AccountNotice profile={me} />
          <Card withBorder radius="md" padding="lg">
            <Stack gap="md">
              <Group gap="sm">
                <Text fw={600}>Referral code: {me.referral_code}</Text>
                <AffiliateStatusBadge status={me.status} />
              </Group>
              <PayoutForm
                key={me.updated_at}
                initial={payoutOf(me)}
                submitLabel="Save details"
                onSubmit={async (values) => {
                  await update.mutateAsync({ id: me.id, data: values });
                  notify.success("Your details have been saved.");
                }}
              />
            </Stack>
          </Card>
        </Stack>
      )}
    </AdminPage>
  );
}
