import {
  type Frequency,
  type MonthlyMode,
  msg,
  type Recurrence,
  RRULE_WEEKDAYS,
  type Weekday,
  weekdayOf,
} from "@cm/contracts";
import {
  Checkbox,
  Group,
  List,
  Loader,
  Paper,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { NumberField, useTypedNumber } from "../../../components/form-number-field";
import { errorMessage } from "../../../lib/api-client";
import { useSchedulePreview } from "../api/programs-api";
import { formatDay } from "./program-parts";
import { scheduleInWords, weekdayName } from "./schedule-words";

const FREQUENCY_OPTIONS: { value: Frequency; label: string }[] = [
  { value: "NONE", label: msg("Does not repeat") },
  { value: "DAILY", label: msg("Daily") },
  { value: "WEEKLY", label: msg("Weekly") },
  { value: "MONTHLY", label: msg("Monthly") },
  { value: "YEARLY", label: msg("Yearly") },
];
const EVERY: Record<Frequency, string> = {
  NONE: "",
  DAILY: msg("Every how many days"),
  WEEKLY: msg("Every how many weeks"),
  MONTHLY: msg("Every how many months"),
  YEARLY: msg("Every how many years"),
};
const NTH_WEEKDAY = [
  msg("On the first {weekday}"),
  msg("On the second {weekday}"),
  msg("On the third {weekday}"),
  msg("On the fourth {weekday}"),
  msg("On the fifth {weekday}"),
];

/** How a repeating program ends: never, on a date, or after a number of times. */
export type Ending = "NEVER" | "UNTIL" | "COUNT";
export const endingOf = (r: Recurrence): Ending => (r.until ? "UNTIL" : r.count ? "COUNT" : "NEVER");

type Errors = Partial<Record<"frequency" | "interval" | "weekdays" | "until" | "count" | "rule", string>>;

/**
 * Chooses when a program repeats, in the words of RFC 5545 (every N days, weeks, months or years;
 * weekdays; the day of the month; an end date or a number of times). The monthly choices are read
 * from the first date, as calendar apps offer them.
 */
export function RecurrenceEditor({
  value,
  onChange,
  startDate,
  errors,
}: {
  value: Recurrence;
  onChange: (next: Recurrence) => void;
  startDate: string;
  errors: Errors;
}) {
  const { t } = useTranslation("programs");
  const set = (patch: Partial<Recurrence>) => onChange({ ...value, ...patch });
  // Kept here rather than read from the value: an emptied count still means "after a number of times".
  const [ending, setEnding] = useState(endingOf(value));
  const interval = useTypedNumber(value.interval, (n) => set({ interval: n }));
  const count = useTypedNumber(value.count ?? 10, (n) => set({ count: n }));
  const day = Number(startDate.slice(8, 10)) || 1;
  const weekday = startDate ? weekdayName(weekdayOf(startDate)) : "";
  const monthly: { value: MonthlyMode; label: string }[] = [
    { value: "DAY_OF_MONTH", label: t("On day {day} of the month", { day }) },
    { value: "WEEKDAY_OF_MONTH", label: t(NTH_WEEKDAY[Math.ceil(day / 7) - 1] ?? "", { weekday }) },
    { value: "LAST_WEEKDAY_OF_MONTH", label: t("On the last {weekday}", { weekday }) },
  ];
  const frequencies = useMemo(() => FREQUENCY_OPTIONS.map((f) => ({ ...f, label: t(f.label) })), [t]);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Select
          label={t("Repeats")}
          data={frequencies}
          value={value.frequency}
          allowDeselect={false}
          onChange={(f) => {
            setEnding("NEVER");
            set({
              frequency: (f ?? "NONE") as Frequency,
              weekdays: [],
              until: null,
              count: null,
              interval: 1,
            });
          }}
          error={errors.frequency}
          comboboxProps={{ withinPortal: true }}
        />
        {value.frequency !== "NONE" && (
          <NumberField
            label={t(EVERY[value.frequency])}
            min={1}
            max={99}
            {...interval}
            error={errors.interval}
          />
        )}
      </SimpleGrid>
      {value.frequency === "WEEKLY" && (
        <Checkbox.Group
          label={t("On these days")}
          description={
            weekday
              ? t("None chosen: on {weekday}", { weekday })
              : t("None chosen: on the first date''s weekday")
          }
          value={value.weekdays}
          onChange={(days) => set({ weekdays: RRULE_WEEKDAYS.filter((d) => days.includes(d)) as Weekday[] })}
          error={errors.weekdays}
        >
          <Group gap="sm" mt={6}>
            {RRULE_WEEKDAYS.map((d) => (
              <Checkbox key={d} value={d} label={weekdayName(d, "short")} aria-label={weekdayName(d)} />
            ))}
          </Group>
        </Checkbox.Group>
      )}
      {value.frequency === "MONTHLY" && (
        <Radio.Group
          label={t("Which day")}
          value={value.monthly_mode}
          onChange={(m) => set({ monthly_mode: m as MonthlyMode })}
        >
          <Stack gap={6} mt={6}>
            {monthly.map((m) => (
              <Radio key={m.value} value={m.value} label={m.label} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {value.frequency !== "NONE" && (
        <Radio.Group
          label={t("Ends")}
          value={ending}
          onChange={(e) => {
            setEnding(e as Ending);
            set({
              until: e === "UNTIL" ? (value.until ?? startDate) : null,
              count: e === "COUNT" ? (value.count ?? 10) : null,
            });
          }}
        >
          <Stack gap={6} mt={6}>
            <Radio value="NEVER" label={t("Never")} />
            <Radio value="UNTIL" label={t("On a date")} />
            <Radio value="COUNT" label={t("After a number of times")} />
          </Stack>
        </Radio.Group>
      )}
      {ending === "UNTIL" && (
        <TextInput
          type="date"
          label={t("Last date")}
          value={value.until ?? ""}
          onChange={(e) => set({ until: e.currentTarget.value || null })}
          error={errors.until}
        />
      )}
      {ending === "COUNT" && (
        <NumberField label={t("How many times")} min={1} max={1000} {...count} error={errors.count} />
      )}
      {errors.rule && (
        <Text c="red.8" fz="sm" role="alert">
          {errors.rule}
        </Text>
      )}
    </Stack>
  );
}

/** The next five dates the schedule gives, from the server, as the form changes. */
export function SchedulePreview({
  startDate,
  startTime,
  recurrence,
}: {
  startDate: string;
  startTime: string;
  recurrence: Recurrence;
}) {
  const { t } = useTranslation("programs");
  const ready = /^\d{4}-\d{2}-\d{2}$/.test(startDate) && /^\d{2}:\d{2}$/.test(startTime);
  const [input] = useDebouncedValue(
    ready ? { start_date: startDate, start_time: startTime, recurrence } : null,
    400,
  );
  const preview = useSchedulePreview(input);
  // Said in full (the field named): the box is beside the fields, not under the one it is about.
  const problem = preview.error ? errorMessage(preview.error) : null;
  return (
    <Paper withBorder p="sm" radius="md" aria-live="polite">
      <Group justify="space-between" mb={4}>
        <Text fw={600} fz="sm">
          {t("Next dates")}
        </Text>
        {preview.isFetching && <Loader size={14} aria-label={t("Working out the dates")} />}
      </Group>
      {!ready && (
        <Text fz="sm" c="dimmed">
          {t("Choose the first date and time to see the dates.")}
        </Text>
      )}
      {ready && problem && (
        <Text fz="sm" c="red.8">
          {problem}
        </Text>
      )}
      {ready && !problem && preview.data && (
        <>
          <Text fz="sm" c="dimmed" mb={4}>
            {t("{schedule} · times in {zone}", {
              schedule: scheduleInWords(recurrence, startDate),
              zone: preview.data.time_zone,
            })}
          </Text>
          <List size="sm" spacing={2} aria-label={t("The next five dates")}>
            {preview.data.local.map((when) => (
              <List.Item key={when}>
                {t("{day} at {time}", { day: formatDay(when.slice(0, 10)), time: when.slice(11) })}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Paper>
  );
}
