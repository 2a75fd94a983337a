import type { DashboardFigures } from "@cm/contracts";
import { msg } from "@cm/contracts";
import { formatMoney } from "@cm/contracts/rules";
import { Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import type { ComponentProps, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BarChart } from "../../../components/charts/charts";
import { reportingFirst, useReportingCurrency } from "../../../lib/church-currency";
import { formatCalendar, formatDate } from "../../../lib/format-date";
import { formatCount } from "../../../lib/labels";
import { ChangeFigure } from "./change-figure";

const monthLabel = (month: string) => formatCalendar(month, "shortMonth");
/** "2026-03-02" -> "2 Mar": the week a bar stands for, short enough for a phone's axis. */
const weekLabel = (week: string) => formatCalendar(week, "dayMonth");
const AGE_WORDS: Record<string, string> = { unknown: msg("Not given") };

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={2} fz="lg">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

export function ChartCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text fw={700} mb="sm">
        {title}
      </Text>
      {children}
    </Paper>
  );
}

/** A figure of the period against the same figure of the period before. */
function PeriodFigure({
  figure,
  ...rest
}: { figure: { value: number | null; previous: number | null } } & Omit<
  ComponentProps<typeof ChangeFigure>,
  "value" | "previous"
>) {
  return <ChangeFigure value={figure.value} previous={figure.previous} {...rest} />;
}

/** A card of bars 200 pixels high, the chart named by the card's title unless `label` says otherwise. */
function BarsCard({
  title,
  label,
  ...chart
}: { title: string; label?: string } & Omit<ComponentProps<typeof BarChart>, "h" | "label">) {
  return (
    <ChartCard title={title}>
      <BarChart h={200} label={label ?? title} {...chart} />
    </ChartCard>
  );
}

/** A sum of money over the period against the period before, one figure per currency. */
function MoneyFigures({ label, totals }: { label: string; totals: DashboardFigures["finance"]["income"] }) {
  const { t } = useTranslation("dashboard");
  // Each currency on its own, never added up: the organisation's reporting currency first.
  const reporting = useReportingCurrency(totals.length > 1);
  return reportingFirst(totals, reporting).map((m) => (
    <ChangeFigure
      key={m.currency}
      label={t("{label} ({currency})", { label, currency: m.currency })}
      value={Number(m.total)}
      shown={formatMoney(m.total, m.currency)}
      previous={Number(m.previous)}
    />
  ));
}

/** Whether anything at all was recorded: without it the page says what to do first. */
export function hasAnyFigure(f: DashboardFigures): boolean {
  return (
    f.members.active > 0 ||
    f.members.joined.value + f.members.joined.previous > 0 ||
    f.attendance.events_held.value + f.attendance.events_held.previous > 0 ||
    f.sunday_school.enrolled > 0 ||
    f.finance.income.length + f.finance.approved_expenses.length > 0 ||
    f.programs.planned.value + f.programs.planned.previous > 0
  );
}

/**
 * Members, attendance, Sunday school, finance and programs over a period, each against the period
 * before; parts with nothing recorded are left out (finance before any books are kept).
 */
export function PeriodFigures({
  figures: f,
  membersLink,
}: {
  figures: DashboardFigures;
  membersLink?: string;
}) {
  const { t } = useTranslation("dashboard");
  if (!hasAnyFigure(f)) {
    return (
      <Paper withBorder radius="md" p="lg" ta="center">
        <Text fw={600}>{t("Nothing has been recorded yet")}</Text>
        <Text fz="sm" c="dimmed">
          {t(
            "Add members, record attendance at services and keep the Sunday-school register in Church Management: the figures appear here as soon as there is something to count.",
          )}
        </Text>
      </Paper>
    );
  }
  const finance = f.finance.income.length + f.finance.approved_expenses.length > 0;
  const programs = f.programs.planned.value + f.programs.planned.previous > 0;
  return (
    <Stack gap="xl">
      <Text fz="sm" c="dimmed">
        {t("{from} to {to}, compared with {previousFrom} to {previousTo}.", {
          from: formatDate(f.date_from),
          to: formatDate(f.date_to),
          previousFrom: formatDate(f.previous_from),
          previousTo: formatDate(f.previous_to),
        })}
      </Text>
      <Section title={t("Members")}>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          <ChangeFigure
            label={t("Active members")}
            value={f.members.active}
            to={membersLink}
            linkLabel={t("See the members")}
          />
          <PeriodFigure label={t("New members")} figure={f.members.joined} />
          <ChangeFigure
            label={t("Men and women")}
            value={null}
            shown={`${formatCount(f.members.by_gender.MALE)} / ${formatCount(f.members.by_gender.FEMALE)}`}
            hint={
              f.members.by_gender.unknown > 0
                ? t("{count, number} not given", { count: f.members.by_gender.unknown })
                : undefined
            }
          />
          <ChangeFigure
            label={t("Under 20")}
            value={f.members.by_age_band
              .filter((b) => b.band === "0-12" || b.band === "13-19")
              .reduce((s, b) => s + b.members, 0)}
            hint={t("active members aged 0–19")}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <BarsCard
            title={t("New members by month")}
            dataKey="month"
            data={f.members.joined_by_month.map((m) => ({ month: monthLabel(m.month), joined: m.joined }))}
            series={[{ name: "joined", label: t("New members"), color: "blue.6" }]}
          />
          <BarsCard
            title={t("Active members by age")}
            dataKey="age"
            data={f.members.by_age_band.map((b) => ({
              age: AGE_WORDS[b.band] ? t(AGE_WORDS[b.band] ?? "") : b.band.replace("-", "–"),
              members: b.members,
            }))}
            series={[{ name: "members", label: t("Members"), color: "grape.6" }]}
          />
        </SimpleGrid>
      </Section>
      <Section title={t("Attendance")}>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          <PeriodFigure
            label={t("Average weekly attendance")}
            figure={f.attendance.average_weekly}
            hint={t("members present and visitors")}
          />
          <PeriodFigure label={t("Events held")} figure={f.attendance.events_held} />
          <ChangeFigure label={t("Sunday-school enrolment")} value={f.sunday_school.enrolled} />
          <PeriodFigure
            label={t("Sunday-school attendance")}
            figure={f.sunday_school.attendance_rate}
            shown={
              f.sunday_school.attendance_rate.value === null
                ? "—"
                : `${f.sunday_school.attendance_rate.value} %`
            }
            hint={
              f.sunday_school.attendance_rate.value === null
                ? t("no session marked in this period")
                : undefined
            }
          />
        </SimpleGrid>
        {f.attendance.by_week.length > 0 && (
          <BarsCard
            title={t("Attendance by week (weeks from Monday)")}
            label={t("Attendance by week, weeks from Monday")}
            dataKey="week"
            data={f.attendance.by_week.map((w) => ({ week: weekLabel(w.week), attendance: w.attendance }))}
            series={[{ name: "attendance", label: t("Attendance"), color: "teal.6" }]}
          />
        )}
      </Section>
      {finance && (
        <Section title={t("Finance")}>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
            <MoneyFigures label={t("Income")} totals={f.finance.income} />
            <MoneyFigures label={t("Approved expenses")} totals={f.finance.approved_expenses} />
          </SimpleGrid>
        </Section>
      )}
      {programs && (
        <Section title={t("Programs")}>
          <Group grow preventGrowOverflow={false} wrap="wrap">
            <PeriodFigure label={t("Planned")} figure={f.programs.planned} />
            <PeriodFigure
              label={t("Accomplished")}
              figure={f.programs.accomplished}
              hint={
                f.programs.planned.value > 0
                  ? t("{percent} % of those planned", {
                      percent: String(
                        Math.round((f.programs.accomplished.value * 100) / f.programs.planned.value),
                      ),
                    })
                  : undefined
              }
            />
          </Group>
        </Section>
      )}
    </Stack>
  );
}
