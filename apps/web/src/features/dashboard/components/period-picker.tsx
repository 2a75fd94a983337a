import { DASHBOARD_PERIODS, type DashboardPeriod } from "@cm/contracts/rules";
import { Group, SegmentedControl, Stack, Text, TextInput } from "@mantine/core";
import { type PeriodChoice, periodReady } from "../api/dashboard-api";

const SHORT: Record<DashboardPeriod, string> = {
  month: "Month",
  quarter: "Quarter",
  year: "Year",
  custom: "Dates",
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
  return (
    <Stack gap={6}>
      <SegmentedControl
        aria-label="Period"
        data={DASHBOARD_PERIODS.map((p) => ({ value: p, label: SHORT[p] }))}
        value={value.period}
        onChange={(p) => onChange({ ...value, period: p as DashboardPeriod })}
      />
      {value.period === "custom" && (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <TextInput
            label="From"
            type="date"
            value={value.date_from}
            onChange={(e) => onChange({ ...value, date_from: e.currentTarget.value })}
            style={{ flex: 1 }}
          />
          <TextInput
            label="To"
            type="date"
            value={value.date_to}
            onChange={(e) => onChange({ ...value, date_to: e.currentTarget.value })}
            error={
              value.date_from && value.date_to && !periodReady(value)
                ? "Choose an end after the start."
                : undefined
            }
            style={{ flex: 1 }}
          />
        </Group>
      )}
    </Stack>
  );
}

/** The period picker among a page's other choices, under a "Period" label like theirs. */
export function PeriodField(props: { value: PeriodChoice; onChange: (p: PeriodChoice) => void }) {
  return (
    <div>
      <Text fz="sm" fw={500} mb={4}>
        Period
      </Text>
      <PeriodPicker {...props} />
    </div>
  );
}
