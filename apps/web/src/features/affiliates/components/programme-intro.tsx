import type { AffiliateSettings } from "@cm/contracts";
import { formatMoney, getDisplayLocale } from "@cm/contracts/rules";
import { List, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useReportingCurrency } from "../../../lib/church-currency";

/** What the programme pays, in the terms the super admin set. */
export function ProgrammeIntro({ settings }: { settings: AffiliateSettings }) {
  const { t } = useTranslation("affiliates");
  // The programme's amounts are the organisation's, in its reporting currency.
  const reporting = useReportingCurrency();
  const percent = Number(settings.reward_percentage).toLocaleString(getDisplayLocale(), {
    maximumFractionDigits: 2,
  });
  return (
    <Stack gap="xs">
      <Title order={2} fz="lg">
        {t("Bring churches to the platform and earn")}
      </Title>
      <List spacing={4} fz="sm">
        <List.Item>
          {t("You get a referral link to share. A church that registers through it is yours.")}
        </List.Item>
        <List.Item>
          {t("You earn {percent}% of each of its first {months} months of subscription payments.", {
            percent,
            months: settings.reward_months,
          })}
        </List.Item>
        <List.Item>
          {t("A reward can be withdrawn {days} days after the church paid.", { days: settings.hold_days })}
        </List.Item>
        <List.Item>
          {t("You can withdraw from {amount}, to your bank account or mobile money.", {
            amount: formatMoney(settings.minimum_withdrawal, reporting),
          })}
        </List.Item>
      </List>
      <Text fz="sm" c="dimmed">
        {t("The office reviews each application before the link starts earning.")}
      </Text>
    </Stack>
  );
}
