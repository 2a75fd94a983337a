import type { AffiliateSettings } from "@cm/contracts";
import { formatMoney } from "@cm/contracts/rules";
import { Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { FigureCard } from "../../../components/figure-card";
import { KitForm, TextField, useKitForm } from "../../../components/form-kit";
import { NumberFormField, type TypedNumber } from "../../../components/form-number-field";
import { FormAlert } from "../../../components/form-parts";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { useProgrammeSettings, useProgrammeStats, useSaveSettings } from "../api/affiliates-api";

// The API's limits, checked here first so that what was typed is never sent as something else.
const MONTHS = { min: 1, max: 120, required: true };
const HOLD_DAYS = { min: 0, max: 365, required: true };

/** The settings as the form holds them: the figures as typed. */
type SettingsValues = {
  reward_percentage: string;
  reward_months: TypedNumber;
  hold_days: TypedNumber;
  minimum_withdrawal: string;
};

function SettingsForm({ settings }: { settings: AffiliateSettings }) {
  const { t } = useTranslation("affiliates");
  const save = useSaveSettings();
  const kit = useKitForm<SettingsValues>({
    defaultValues: {
      reward_percentage: String(Number(settings.reward_percentage)),
      reward_months: settings.reward_months,
      hold_days: settings.hold_days,
      minimum_withdrawal: settings.minimum_withdrawal,
    },
    onSubmit: async (values) => {
      await save.mutateAsync({
        reward_percentage: values.reward_percentage.trim(),
        reward_months: Number(values.reward_months),
        hold_days: Number(values.hold_days),
        minimum_withdrawal: values.minimum_withdrawal.trim(),
      });
      notify.success(t("The programme's settings are saved. They apply to rewards from now on."));
    },
  });
  return (
    <KitForm
      kit={kit}
      label={t("Programme settings")}
      actions={
        <Button type="submit" loading={kit.submitting} style={{ alignSelf: "flex-start" }}>
          {t("Save settings")}
        </Button>
      }
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField
          name="reward_percentage"
          label={t("Reward percentage")}
          description={t("Of each rewarded payment, e.g. 10")}
          inputMode="decimal"
        />
        <NumberFormField
          name="reward_months"
          label={t("Months rewarded")}
          description={t("The first months of a church's payments that earn")}
          {...MONTHS}
        />
        <NumberFormField
          name="hold_days"
          label={t("Hold period (days)")}
          description={t("Before a reward can be withdrawn")}
          {...HOLD_DAYS}
        />
        <TextField
          name="minimum_withdrawal"
          label={t("Smallest withdrawal")}
          description={t("In the currency's units, e.g. 1000")}
          inputMode="decimal"
        />
      </SimpleGrid>
    </KitForm>
  );
}

/** The programme's figures and its terms, for the super admin. */
export function ProgrammeAdmin() {
  const { t } = useTranslation("affiliates");
  const stats = useProgrammeStats();
  const settings = useProgrammeSettings();
  if (stats.isPending || settings.isPending) return <Loader aria-label={t("Loading")} />;
  if (stats.isError || settings.isError)
    return <FormAlert message={errorMessage(stats.error ?? settings.error)} />;
  const s = stats.data;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {[
          [t("Active affiliates"), s.affiliates.ACTIVE],
          [t("Applications waiting"), s.affiliates.PENDING],
          [t("Churches paying"), s.referrals.CONVERTED],
          [t("Withdrawals waiting"), s.pending_withdrawals],
        ].map(([label, value]) => (
          <FigureCard key={label} label={String(label)} value={value} />
        ))}
      </SimpleGrid>
      {s.totals.map((total) => (
        <Text key={total.currency} fz="sm">
          {t(
            "{currency}: earned {earned}, paid out {paid}, waiting {waiting}, reversed by refunds {reversed}.",
            {
              currency: total.currency,
              earned: formatMoney(total.earned, total.currency),
              paid: formatMoney(total.paid, total.currency),
              waiting: formatMoney(total.requested, total.currency),
              reversed: formatMoney(total.reversed, total.currency),
            },
          )}
        </Text>
      ))}
      <Card withBorder radius="md" padding="md">
        <Title order={2} fz="lg" mb="sm">
          {t("Top affiliates")}
        </Title>
        {s.top_affiliates.length === 0 ? (
          <Text c="dimmed">{t("No rewards earned yet.")}</Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table aria-label={t("Top affiliates")}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("Affiliate")}</Table.Th>
                  <Table.Th>{t("Referrals")}</Table.Th>
                  <Table.Th>{t("Paying")}</Table.Th>
                  <Table.Th>{t("Earned")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {s.top_affiliates.map((a) => (
                  <Table.Tr key={`${a.affiliate}-${a.currency}`}>
                    <Table.Td>
                      {a.username} ({a.referral_code})
                    </Table.Td>
                    <Table.Td>{a.referrals}</Table.Td>
                    <Table.Td>{a.converted}</Table.Td>
                    <Table.Td>{formatMoney(a.earned, a.currency)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      <Card withBorder radius="md" padding="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} fz="lg">
            {t("Programme settings")}
          </Title>
        </Group>
        <SettingsForm key={settings.data.updated_at ?? "defaults"} settings={settings.data} />
      </Card>
    </Stack>
  );
}
