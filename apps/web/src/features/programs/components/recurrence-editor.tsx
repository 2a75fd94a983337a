import {
  describeRecurrence,
  type Frequency,
  type MonthlyMode,
  type Recurrence,
  RRULE_WEEKDAYS,
  WEEKDAY_NAMES,
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
import { useState } from "react";
import { NumberField, useTypedNumber } from "../../../components/form-number-field";
import { errorMessage } from "../../../lib/api-client";
import { useSchedulePreview } from "../api/programs-api";
import { formatDay } from "./program-parts";

const FREQUENCY_OPTIONS: { value: Frequency; label: string }[] = [
  { value: "NONE", label: "Does not repeat" },
  { value: "DAILY", label: "Daily" },
  { value: "WEEKLY", label: "Weekly" },
  { value: "MONTHLY", label: "Monthly" },
  { value: "YEARLY", label: "Yearly" },
];
const UNIT: Record<Frequency, string> = {
  NONE: "",
  DAILY: "days",
  WEEKLY: "weeks",
  MONTHLY: "months",
  YEARLY: "years",
};
const ORDINALS = ["first", "second", "third", "fourth", "fifth"];

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
  const set = (patch: Partial<Recurrence>) => onChange({ ...value, ...patch });
  // Kept here rather than read from the value: an emptied count still means "after a number of times".
  const [ending, setEnding] = useState(endingOf(value));
  const interval = useTypedNumber(value.interval, (n) => set({ interval: n }));
  const count = useTypedNumber(value.count ?? 10, (n) => set({ count: n }));
  const day = Number(startDate.slice(8, 10)) || 1;
  const weekday = startDate ? WEEKDAY_NAMES[weekdayOf(startDate)] : "";
  const monthly: { value: MonthlyMode; label: string }[] = [
    { value: "DAY_OF_MONTH", label: `On day ${day} of the month` },
    { value: "WEEKDAY_OF_MONTH", label: `On the ${ORDINALS[Math.ceil(day / 7) - 1]} ${weekday}` },
    { value: "LAST_WEEKDAY_OF_MONTH", label: `On the last ${weekday}` },
  ];
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Select
          label="Repeats"
          data={FREQUENCY_OPTIONS}
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
            label={`Every how many ${UNIT[value.frequency]}`}
            min={1}
            max={99}
            {...interval}
            error={errors.interval}
          />
        )}
      </SimpleGrid>
      {value.frequency === "WEEKLY" && (
        <Checkbox.Group
          label="On these days"
          description={`None chosen: on ${weekday || "the first date's weekday"}`}
          value={value.weekdays}
          onChange={(days) => set({ weekdays: RRULE_WEEKDAYS.filter((d) => days.includes(d)) as Weekday[] })}
          error={errors.weekdays}
        >
          <Group gap="sm" mt={6}>
            {RRULE_WEEKDAYS.map((d) => (
              <Checkbox
                key={d}
                value={d}
                label={WEEKDAY_NAMES[d].slice(0, 3)}
                aria-label={WEEKDAY_NAMES[d]}
              />
            ))}
          </Group>
        </Checkbox.Group>
      )}
      {value.frequency === "MONTHLY" && (
        <Radio.Group
          label="Which day"
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
          label="Ends"
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
            <Radio value="NEVER" label="Never" />
            <Radio value="UNTIL" label="On a date" />
            <Radio value="COUNT" label="After a number of times" />
          </Stack>
        </Radio.Group>
      )}
      {ending === "UNTIL" && (
        <TextInput
          type="date"
          label="Last date"
          value={value.until ?? ""}
          onChange={(e) => set({ until: e.currentTarget.value || null })}
          error={errors.until}
        />
      )}
      {ending === "COUNT" && (
        <NumberField label="How many times" min={1} max={1000} {...count} error={errors.count} />
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
          Next dates
        </Text>
        {preview.isFetching && <Loader size={14} aria-label="Working out the dates" />}
      </Group>
      {!ready && (
        <Text fz="sm" c="dimmed">
          Choose the first date and time to see the dates.
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
            {describeRecurrence(recurrence, startDate)} · times in {preview.data.time_zone}
          </Text>
          <List size="sm" spacing={2} aria-label="The next five dates">
            {preview.data.local.map((when) => (
              <List.Item key={when}>
                {formatDay(when.slice(0, 10))} at {when.slice(11)}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Paper>
  );
}
