import type { AffiliateDashboard } from "@cm/contracts";
import { formatMoney, getDisplayLocale } from "@cm/contracts/rules";
import { Card, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { BarChart } from "../../../components/charts/charts";
import { FigureCard } from "../../../components/figure-card";
import { formatCalendar } from "../../../lib/format-date";
import { ReferralLinkCard } from "./referral-link-card";

/** The last twelve months, oldest first, as "YYYY-MM". */
export function lastTwelveMonths(now = new Date()): string[] {
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1));
    return d.toISOString().slice(0, 7);
  });
}

const monthLabel = (month: string) => formatCalendar(month, "shortMonth");

/** An active affiliate's dashboard: link and QR code, referrals, money per currency, rewards by month. */
export function AffiliateDashboardView({ data }: { data: AffiliateDashboard }) {
  const { t } = useTranslation("affiliates");
  const currency = data.balances[0]?.currency ?? "GHS";
  const months = lastTwelveMonths();
  const rows = months.map((m) => ({
    month: monthLabel(m),
    amount: Number(data.rewards_by_month.find((r) => r.month === m && r.currency === currency)?.amount ?? 0),
  }));
  return (
    <Stack gap="lg">
      {data.referral_code && <ReferralLinkCard code={data.referral_code} />}
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="md">
        <FigureCard
          label={t("Referrals")}
          value={String(data.referrals.total)}
          hint={t("{count} link visits", { count: data.link_visits })}
        />
        <FigureCard label={t("Signed up")} value={String(data.referrals.PENDING)} hint={t("No church yet")} />
        <FigureCard
          label={t("Churches registered")}
          value={String(data.referrals.REGISTERED)}
          hint={t("Not paid yet")}
        />
        <FigureCard label={t("Churches paying")} value={String(data.referrals.CONVERTED)} />
      </SimpleGrid>
      {data.balances.length === 0 ? (
        <Text c="dimmed">
          {t("No rewards yet. They appear here when a church you referred pays for a plan.")}
        </Text>
      ) : (
        data.balances.map((b) => (
          <SimpleGrid key={b.currency} cols={{ base: 2, sm: 5 }} spacing="md">
            <FigureCard
              label={t("Available")}
              value={formatMoney(b.available, b.currency)}
              hint={t("You can withdraw this")}
            />
            <FigureCard
              label={t("On hold")}
              value={formatMoney(b.on_hold, b.currency)}
              hint={t("Available {days} days after payment", { days: data.settings.hold_days })}
            />
            <FigureCard label={t("Earned")} value={formatMoney(b.earned, b.currency)} />
            <FigureCard label={t("Paid to you")} value={formatMoney(b.paid, b.currency)} />
            <FigureCard label={t("This month")} value={formatMoney(b.this_month, b.currency)} />
          </SimpleGrid>
        ))
      )}
      <Card withBorder radius="md" padding="md">
        <Title order={2} fz="lg" mb="sm">
          {t("Rewards by month")}
        </Title>
        <BarChart
          data={rows}
          dataKey="month"
          series={[{ name: "amount", label: t("Rewards ({currency})", { currency }), color: "teal.6" }]}
          h={220}
          label={t("Rewards by month in {currency}", { currency })}
          format={(v) => formatMoney(v.toFixed(2), currency)}
          // The axis has room for figures only; the currency is in the chart's name.
          tickFormat={(v) => v.toLocaleString(getDisplayLocale(), { maximumFractionDigits: 0 })}
        />
      </Card>
    </Stack>
  );
}
