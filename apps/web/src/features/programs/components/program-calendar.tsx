import type { ProgramCalendar as Calendar, Occurrence } from "@cm/contracts";
import { firstDayOfWeek, getDisplayLocale } from "@cm/contracts/rules";
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconChevronLeft, IconChevronRight } from "@tabler/icons-react";
import type { CSSProperties, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { errorMessage } from "../../../lib/api-client";
import { translator } from "../../../lib/i18n";
import { localToday } from "../../../lib/local-date-time";
import { usePhone } from "../../../lib/use-phone";
import { useCalendar } from "../api/programs-api";
import styles from "./program-calendar.module.css";
import { OCCURRENCE_STATUS_LABELS, occurrencePath } from "./program-parts";

const t = translator("programs");

// The names of the days and months are the language's shown, like every date on the page, and
// the week starts on the day its readers start it (Monday in French, Sunday in American English).
const weekStart = () => firstDayOfWeek(getDisplayLocale());
/** The day of the week (0 = Sunday) of each column, from the first. */
const columnDays = (first: number) => [0, 1, 2, 3, 4, 5, 6].map((i) => (first + i) % 7);
const weekdayNames = (weekday: "long" | "short", first: number) => {
  const format = new Intl.DateTimeFormat(getDisplayLocale(), { weekday });
  // 1 to 7 January 2024 ran from Monday to Sunday: day d of the week is 7 January for Sunday, else d January.
  return columnDays(first).map((day) => format.format(new Date(2024, 0, day === 0 ? 7 : day)));
};
const monthName = (year: number, month: number) =>
  new Intl.DateTimeFormat(getDisplayLocale(), { month: "long", year: "numeric" }).format(
    new Date(year, month - 1, 1),
  );
const dayName = (date: string) =>
  new Intl.DateTimeFormat(getDisplayLocale(), { weekday: "long", day: "numeric", month: "long" }).format(
    new Date(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))),
  );

/** The column of a date's weekday, 0 to 6, in a week that starts on `first` (0 = Sunday). */
const column = (date: string, first: number) => (new Date(`${date}T00:00:00Z`).getUTCDay() - first + 7) % 7;

/**
 * The month as weeks of seven cells, from the week's first day (`first`, 0 = Sunday; Monday unless
 * said); days of the months around it are empty cells.
 */
export function weeksOf(days: Calendar["days"], first = 1): (Calendar["days"][number] | null)[][] {
  const cells: (Calendar["days"][number] | null)[] = [];
  const start = days[0];
  if (start) for (let i = 0; i < column(start.date, first); i++) cells.push(null);
  cells.push(...days);
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** What a screen reader hears for a date on the calendar. */
const describe = (o: Occurrence) =>
  `${o.local_time} ${o.program_title}, ${o.category_name}${o.status === "SCHEDULED" ? "" : `, ${t(OCCURRENCE_STATUS_LABELS[o.status])}`}`;

function EventLink({ occurrence: o, list = false }: { occurrence: Occurrence; list?: boolean }) {
  const { t } = useTranslation("programs");
  const style = { "--category-color": o.category_color } as CSSProperties;
  const cancelled = o.status === "CANCELLED" ? styles.cancelled : "";
  if (list)
    return (
      <div className={styles.listEvent} style={style}>
        <Anchor component={Link} to={occurrencePath(o.id)} fz="sm" fw={600} className={cancelled}>
          {o.local_time} {o.program_title}
        </Anchor>
        <Text fz="xs" c="dimmed">
          {o.category_name}
          {o.location ? ` · ${o.location}` : ""}
          {o.status === "SCHEDULED" ? "" : ` · ${t(OCCURRENCE_STATUS_LABELS[o.status])}`}
        </Text>
      </div>
    );
  return (
    <Link
      to={occurrencePath(o.id)}
      className={`${styles.event} ${cancelled}`}
      style={style}
      aria-label={describe(o)}
      title={describe(o)}
    >
      {o.local_time} {o.program_title}
    </Link>
  );
}

function MonthGrid({ calendar, today }: { calendar: Calendar; today: string }) {
  const first = weekStart();
  const long = weekdayNames("long", first);
  const short = weekdayNames("short", first);
  return (
    <table className={styles.grid}>
      <caption>
        <VisuallyHidden>{monthName(calendar.year, calendar.month)}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          {long.map((d, i) => (
            <th key={d} scope="col">
              <abbr title={d}>{short[i]}</abbr>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeksOf(calendar.days, first).map((week) => (
          <tr key={week.find(Boolean)?.date}>
            {week.map((day, i) =>
              day ? (
                <td
                  key={day.date}
                  data-date={day.date}
                  className={day.date === today ? styles.today : undefined}
                >
                  <span className={styles.dayNumber}>
                    <VisuallyHidden component="span">{dayName(day.date)}</VisuallyHidden>
                    <span aria-hidden>{Number(day.date.slice(8, 10))}</span>
                  </span>
                  {day.occurrences.map((o) => (
                    <EventLink key={o.id} occurrence={o} />
                  ))}
                </td>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: empty cells have nothing else to tell them apart
                <td key={`empty-${i}`} className={styles.outside} aria-hidden />
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** On a phone: the month's weeks one under the other, each day with its dates. */
function WeekList({ calendar, today }: { calendar: Calendar; today: string }) {
  const { t } = useTranslation("programs");
  const weeks = weeksOf(calendar.days, weekStart())
    .map((w) => w.filter((d): d is Calendar["days"][number] => d !== null))
    .filter((w) => w.some((d) => d.occurrences.length > 0));
  if (weeks.length === 0)
    return (
      <Text c="dimmed" fz="sm">
        {t("Nothing is planned this month.")}
      </Text>
    );
  return (
    <Stack gap="md">
      {weeks.map((week) => (
        <Paper key={week[0]?.date} withBorder p="sm" radius="md">
          <Title order={2} fz="sm" mb="xs">
            {t("Week of {day}", { day: dayName(week[0]?.date ?? "") })}
          </Title>
          <Stack gap="sm">
            {week
              .filter((d) => d.occurrences.length > 0)
              .map((d) => (
                <div key={d.date}>
                  <Text fz="xs" fw={700} c={d.date === today ? "blue.8" : "gray.8"}>
                    {d.date === today ? t("{day} (today)", { day: dayName(d.date) }) : dayName(d.date)}
                  </Text>
                  <Stack gap={6} mt={4}>
                    {d.occurrences.map((o) => (
                      <EventLink key={o.id} occurrence={o} list />
                    ))}
                  </Stack>
                </div>
              ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/**
 * A month of the church's programs, with the previous and next months a click away. What the page
 * shows `below` it comes once the month has arrived: the month's height is known only then, and
 * parts drawn under a placeholder would jump (on a phone, a whole screen's height).
 */
export function ProgramCalendar({
  year,
  month,
  onMonth,
  below,
}: {
  year: number;
  month: number;
  onMonth: (year: number, month: number) => void;
  below?: ReactNode;
}) {
  const { t } = useTranslation("programs");
  const calendar = useCalendar(year, month);
  const phone = usePhone();
  const today = localToday();
  const move = (by: number) => {
    const d = new Date(year, month - 1 + by, 1);
    onMonth(d.getFullYear(), d.getMonth() + 1);
  };
  const label = monthName(year, month);
  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <ActionIcon variant="default" size="lg" aria-label={t("Previous month")} onClick={() => move(-1)}>
            <IconChevronLeft size={18} />
          </ActionIcon>
          <Title order={2} fz="lg" aria-live="polite">
            {label}
          </Title>
          <ActionIcon variant="default" size="lg" aria-label={t("Next month")} onClick={() => move(1)}>
            <IconChevronRight size={18} />
          </ActionIcon>
        </Group>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => onMonth(Number(today.slice(0, 4)), Number(today.slice(5, 7)))}
        >
          {t("This month")}
        </Button>
      </Group>
      {calendar.isError && !calendar.data && (
        <Alert color="red" variant="light" title={t("The calendar could not be loaded")}>
          <Group gap="sm">
            <Text fz="sm">{errorMessage(calendar.error)}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void calendar.refetch()}>
              {t("Try again")}
            </Button>
          </Group>
        </Alert>
      )}
      {calendar.isPending && (
        <Skeleton h={phone ? 240 : 520} radius="md" aria-label={t("Loading the calendar")} />
      )}
      {calendar.data && (
        <div style={{ opacity: calendar.isPlaceholderData ? 0.6 : 1 }}>
          {phone ? (
            <WeekList calendar={calendar.data} today={today} />
          ) : (
            <MonthGrid calendar={calendar.data} today={today} />
          )}
          <Text fz="xs" c="dimmed" mt="xs">
            {t("Times are in {zone}.", { zone: calendar.data.time_zone })}
          </Text>
        </div>
      )}
      {!calendar.isPending && below}
    </Stack>
  );
}
