import { msg } from "@cm/contracts";
import { DASHBOARD_PERIODS, type DashboardPeriod } from "@cm/contracts/rules";
import { SegmentedControl, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { DateRangeInputs } from "../../../components/date-range-inputs";
import { type PeriodChoice, periodReady } from "../api/dashboard-api";

const SHORT: Record<DashboardPeriod, string> = {
  month: msg("Month"),
  quarter: msg("Quarter"),
  year: msg("Year"),
  custom: msg("Dates"),
};

export const THIS_MONTH: PeriodChoice = { period: "month", date_from: "", date_to: "" };

/** This month, quarter or year, or dates of one's choice; figures are compared with the period before. */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: PeriodChoice;
  onChange: (p: PeriodChoice) => void;
}) {
  const { t } = useTranslation("dashboard");
  return (
    <Stack gap={6}>
      <SegmentedControl
        aria-label={t("Period")}
        fullWidth
        // A long word goes onto two lines rather than past a phone's edge.
        styles={{ label: { whiteSpace: "normal" } }}
        data={DASHBOARD_PERIODS.map((p) => ({ value: p, label: t(SHORT[p]) }))}
        value={value.period}
        onChange={(p) => onChange({ ...value, period: p as DashboardPeriod })}
      />
      {value.period === "custom" && (
        <DateRangeInputs
          value={{ from: value.date_from, to: value.date_to }}
          onChange={(range) => onChange({ ...value, date_from: range.from, date_to: range.to })}
          invalid={Boolean(value.date_from && value.date_to && !periodReady(value))}
        />
      )}
    </Stack>
  );
}

/** The period picker among a page's other choices, under a "Period" label like theirs. */
export function PeriodField(props: { value: PeriodChoice; onChange: (p: PeriodChoice) => void }) {
  const { t } = useTranslation("dashboard");
  return (
    <div>
      <Text fz="sm" fw={500} mb={4}>
        {t("Period")}
      </Text>
      <PeriodPicker {...props} />
    </div>
  );
}
