import { Card, Loader, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { LoadError } from "../../../components/load-error";
import { useApply, useDashboard, useMyProfile } from "../../../features/affiliates/api/affiliates-api";
import { AffiliateDashboardView } from "../../../features/affiliates/components/affiliate-dashboard";
import { AccountNotice } from "../../../features/affiliates/components/affiliate-status";
import { PayoutForm, payoutOf } from "../../../features/affiliates/components/payout-form";
import { ProgrammeIntro } from "../../../features/affiliates/components/programme-intro";
import { notify } from "../../../lib/notify";
import { AdminPage } from "../admin/admin-page";

/** /affiliates: the programme and an application form, the application's state, or the dashboard. */
export default function AffiliatesHomePage() {
  const { t } = useTranslation("pages");
  const profile = useMyProfile();
  const dashboard = useDashboard();
  const apply = useApply();
  const body = () => {
    if (profile.isPending || dashboard.isPending) return <Loader aria-label={t("Loading")} />;
    if (profile.isError || dashboard.isError)
      return (
        <LoadError
          what={t("affiliate account")}
          error={profile.error ?? dashboard.error}
          onRetry={() => void profile.refetch()}
        />
      );
    const me = profile.data;
    if (!me)
      return (
        <Card withBorder radius="md" padding="lg">
          <Stack gap="lg">
            <ProgrammeIntro settings={dashboard.data.settings} />
            <PayoutForm
              initial={payoutOf(null)}
              submitLabel={t("Apply to the programme")}
              withMotivation
              onSubmit={async (values) => {
                await apply.mutateAsync(values);
                notify.success(t("Your application has been sent."));
              }}
            />
          </Stack>
        </Card>
      );
    if (me.status !== "ACTIVE") return <AccountNotice profile={me} />;
    return <AffiliateDashboardView data={dashboard.data} />;
  };
  return (
    <AdminPage
      title={t("Affiliate programme")}
      description={t("Refer churches, follow your referrals and rewards.")}
    >
      {body()}
    </AdminPage>
  );
}
