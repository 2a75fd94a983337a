import type { AffiliateSettings } from "@cm/contracts";
import { formatMoney } from "@cm/contracts/rules";
import { List, Stack, Text, Title } from "@mantine/core";

/** What the programme pays, in the terms the super admin set. */
export function ProgrammeIntro({ settings }: { settings: AffiliateSettings }) {
  const percent = Number(settings.reward_percentage).toLocaleString(undefined, { maximumFractionDigits: 2 });
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        Bring churches to the platform and earn
      </Title>
      <List spacing={4} fz="sm">
        <List.Item>You get a referral link to share. A church that registers through it is yours.</List.Item>
        <List.Item>
          You earn {percent}% of each of its first {settings.reward_months} months of subscription payments.
        </List.Item>
        <List.Item>A reward can be withdrawn {settings.hold_days} days after the church paid.</List.Item>
        <List.Item>
          You can withdraw from {formatMoney(settings.minimum_withdrawal, "GHS")}, to your bank account or
          mobile money.
        </List.Item>
      </List>
      <Text fz="sm" c="dimmed">
        The office reviews each application before the link starts earning.
      </Text>
    </Stack>
  );
}
