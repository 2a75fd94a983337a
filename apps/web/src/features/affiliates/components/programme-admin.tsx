import type { AffiliateSettings } from "@cm/contracts";
import { formatMoney } from "@cm/contracts/rules";
import { Button, Card, Group, Loader, SimpleGrid, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { NumberField, numberProblem, type TypedNumber } from "../../../components/form-number-field";
import { FormAlert } from "../../../components/form-parts";
import { errorMessage } from "../../../lib/api-client";
import { useServerErrors } from "../../../lib/form-errors";
import { notify } from "../../../lib/notify";
import { useProgrammeSettings, useProgrammeStats, useSaveSettings } from "../api/affiliates-api";

// The API's limits, checked here first so that what was typed is never sent as something else.
const MONTHS = { min: 1, max: 120, required: true };
const HOLD_DAYS = { min: 0, max: 365, required: true };

function SettingsForm({ settings }: { settings: AffiliateSettings }) {
  const save = useSaveSettings();
  const [values, setValues] = useState({
    reward_percentage: String(Number(settings.reward_percentage)),
    minimum_withdrawal: settings.minimum_withdrawal,
  });
  const [months, setMonths] = useState<TypedNumber>(settings.reward_months);
  const [holdDays, setHoldDays] = useState<TypedNumber>(settings.hold_days);
  const server = useServerErrors({ ...values, reward_months: months, hold_days: holdDays });
  const field = (name: keyof typeof values, label: string, description: string) => (
    <TextInput
      label={label}
      description={description}
      inputMode="decimal"
      value={values[name]}
      error={server.fieldError(name)}
      onChange={(e) => {
        const v = e.currentTarget.value;
        setValues((s) => ({ ...s, [name]: v }));
      }}
    />
  );
  async function submit() {
    server.clear();
    const monthsProblem = numberProblem(months, MONTHS);
    if (monthsProblem) return server.say(monthsProblem, "reward_months");
    const daysProblem = numberProblem(holdDays, HOLD_DAYS);
    if (daysProblem) return server.say(daysProblem, "hold_days");
    try {
      await save.mutateAsync({
        reward_percentage: values.reward_percentage.trim(),
        reward_months: Number(months),
        hold_days: Number(holdDays),
        minimum_withdrawal: values.minimum_withdrawal.trim(),
      });
      notify.success("The programme's settings are saved. They apply to rewards from now on.");
    } catch (error) {
      server.show(error);
    }
  }
  return (
    <form
      aria-label="Programme settings"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <FormAlert message={server.alert} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {field("reward_percentage", "Reward percentage", "Of each rewarded payment, e.g. 10")}
          <NumberField
            label="Months rewarded"
            description="The first months of a church's payments that earn"
            {...MONTHS}
            {...server.bind("reward_months", months, setMonths)}
          />
          <NumberField
            label="Hold period (days)"
            description="Before a reward can be withdrawn"
            {...HOLD_DAYS}
            {...server.bind("hold_days", holdDays, setHoldDays)}
          />
          {field("minimum_withdrawal", "Smallest withdrawal", "In the currency's units, e.g. 1000")}
        </SimpleGrid>
        <Button type="submit" loading={save.isPending} style={{ alignSelf: "flex-start" }}>
          Save settings
        </Button>
      </Stack>
    </form>
  );
}

/** The programme's figures and its terms, for the super admin. */
export function ProgrammeAdmin() {
  const stats = useProgrammeStats();
  const settings = useProgrammeSettings();
  if (stats.isPending || settings.isPending) return <Loader aria-label="Loading" />;
  if (stats.isError || settings.isError)
    return <FormAlert message={errorMessage(stats.error ?? settings.error)} />;
  const s = stats.data;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        {[
          ["Active affiliates", s.affiliates.ACTIVE],
          ["Applications waiting", s.affiliates.PENDING],
          ["Churches paying", s.referrals.CONVERTED],
          ["Withdrawals waiting", s.pending_withdrawals],
        ].map(([label, value]) => (
          <Card key={label} withBorder radius="md" padding="md">
            <Text fz="xs" c="dimmed" tt="uppercase" fw={700}>
              {label}
            </Text>
            <Text fz="xl" fw={700}>
              {value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      {s.totals.map((t) => (
        <Text key={t.currency} fz="sm">
          {t.currency}: earned {formatMoney(t.earned, t.currency)}, paid out {formatMoney(t.paid, t.currency)}
          , waiting {formatMoney(t.requested, t.currency)}, reversed by refunds{" "}
          {formatMoney(t.reversed, t.currency)}.
        </Text>
      ))}
      <Card withBorder radius="md" padding="md">
        <Title order={2} fz="lg" mb="sm">
          Top affiliates
        </Title>
        {s.top_affiliates.length === 0 ? (
          <Text c="dimmed">No rewards earned yet.</Text>
        ) : (
          <Table.ScrollContainer minWidth={420}>
            <Table aria-label="Top affiliates">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Affiliate</Table.Th>
                  <Table.Th>Referrals</Table.Th>
                  <Table.Th>Paying</Table.Th>
                  <Table.Th>Earned</Table.Th>
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
            Programme settings
          </Title>
        </Group>
        <SettingsForm key={settings.data.updated_at ?? "defaults"} settings={settings.data} />
      </Card>
    </Stack>
  );
}
