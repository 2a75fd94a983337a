import { EVENT_TYPE_LABELS, monthsOf, REPORT_WORDS } from "@cm/contracts";
import { and, sql } from "drizzle-orm";
import {
  eventAttendance,
  events,
  members,
  sundaySchoolAttendance,
  sundaySchoolClasses,
  sundaySchoolEnrollments,
  sundaySchoolSessions,
} from "../../db/tables";
import {
  byChurch,
  churchesOf,
  count,
  dayAfter,
  dayStart,
  int,
  joinedOn,
  percent,
  type ReportBody,
  type ReportInput,
} from "./report-rows";

/**
 * Members who joined (membership date, else the day recorded) and left (made inactive: the day
 * their record last changed) in the period, by month or by church, with the net change.
 */
export async function membershipReport({
  data,
  reach,
  from,
  to,
  grouping,
}: ReportInput): Promise<ReportBody> {
  const inReach = reach.churchIn(members.church);
  const joinedIn = sql`${joinedOn} between ${from}::date and ${to}::date`;
  const leftIn = sql`(not ${members.is_active} and ${members.updated_at} >= ${dayStart(from)} and ${members.updated_at} < ${dayAfter(to)})`;
  const series = [
    { key: "joined", label: REPORT_WORDS.joined },
    { key: "left", label: REPORT_WORDS.left },
  ];
  if (grouping === "church") {
    const [list, rows] = await Promise.all([
      churchesOf(data, reach),
      data
        .select({
          church: members.church,
          joined: int(sql`count(*) filter (where ${joinedIn})`),
          left: int(sql`count(*) filter (where ${leftIn})`),
          active: int(sql`count(*) filter (where ${members.is_active})`),
        })
        .from(members)
        .where(inReach)
        .groupBy(members.church),
    ]);
    const found = byChurch(rows);
    const lines = list.map((c) => {
      const r = found.get(c.id);
      return { name: c.name, joined: r?.joined ?? 0, left: r?.left ?? 0, active: r?.active ?? 0 };
    });
    return {
      columns: [
        { header: REPORT_WORDS.church },
        { header: REPORT_WORDS.joined, numeric: true },
        { header: REPORT_WORDS.left, numeric: true },
        { header: REPORT_WORDS.net, numeric: true },
        { header: REPORT_WORDS.activeMembers, numeric: true },
      ],
      rows: lines.map((l) => ({
        cells: [l.name, count(l.joined), count(l.left), count(l.joined - l.left), count(l.active)],
      })),
      chart: { series, points: lines.map((l) => ({ label: l.name, joined: l.joined, left: l.left })) },
    };
  }
  const month = (day: ReturnType<typeof sql>) => sql`to_char(${day}, 'YYYY-MM')`;
  const rows = await data
    .select({
      month: sql<string>`m.month`,
      joined: int(sql`count(*) filter (where m.kind = 'joined')`),
      left: int(sql`count(*) filter (where m.kind = 'left')`),
    })
    .from(
      sql`(select ${month(joinedOn)} as month, 'joined' as kind from ${members} where ${and(inReach, joinedIn)}
           union all
           select ${month(sql`${members.updated_at} at time zone 'UTC'`)}, 'left' from ${members} where ${and(inReach, leftIn)}) as m`,
    )
    .groupBy(sql`m.month`);
  const found = new Map(rows.map((r) => [r.month, r]));
  const lines = monthsOf(from, to).map((m) => ({
    label: m,
    joined: found.get(m)?.joined ?? 0,
    left: found.get(m)?.left ?? 0,
  }));
  const total = lines.reduce((s, l) => ({ joined: s.joined + l.joined, left: s.left + l.left }), {
    joined: 0,
    left: 0,
  });
  return {
    columns: [
      { header: REPORT_WORDS.month },
      { header: REPORT_WORDS.joined, numeric: true },
      { header: REPORT_WORDS.left, numeric: true },
      { header: REPORT_WORDS.net, numeric: true },
    ],
    rows: [
      ...lines.map((l) => ({ cells: [l.label, count(l.joined), count(l.left), count(l.joined - l.left)] })),
      {
        cells: [REPORT_WORDS.total, count(total.joined), count(total.left), count(total.joined - total.left)],
      },
    ],
    chart: { series, points: lines },
  };
}

/** Events that started in the period, with members marked present and visitors, by week, type or church. */
export async function attendanceReport({
  data,
  reach,
  from,
  to,
  grouping,
}: ReportInput): Promise<ReportBody> {
  const key =
    grouping === "church"
      ? sql`${events.church}::text`
      : grouping === "event_type"
        ? sql`${events.event_type}`
        : sql`to_char(date_trunc('week', ${events.starts_at} at time zone 'UTC'), 'YYYY-MM-DD')`;
  const present = sql`(select count(*) from ${eventAttendance} where ${eventAttendance.event} = ${events.id})`;
  const rows = await data
    .select({
      key: sql<string>`${key}`,
      events: int(sql`count(*)`),
      present: int(sql`coalesce(sum(${present}), 0)`),
      visitors: int(sql`coalesce(sum(${events.visitor_count}), 0)`),
    })
    .from(events)
    .where(
      and(
        reach.churchIn(events.church),
        sql`${events.starts_at} >= ${dayStart(from)}`,
        sql`${events.starts_at} < ${dayAfter(to)}`,
      ),
    )
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  // An event type is written in words (translated wherever the report is read).
  const typeWords: Record<string, string> = EVENT_TYPE_LABELS;
  const labelOf = (key: string) => (grouping === "event_type" ? (typeWords[key] ?? key) : key);
  let lines = rows.map((r) => ({
    label: labelOf(r.key),
    events: r.events,
    present: r.present,
    visitors: r.visitors,
  }));
  if (grouping === "church") {
    const found = new Map(rows.map((r) => [r.key, r]));
    lines = (await churchesOf(data, reach)).map((c) => {
      const r = found.get(String(c.id));
      return { label: c.name, events: r?.events ?? 0, present: r?.present ?? 0, visitors: r?.visitors ?? 0 };
    });
  }
  const first =
    grouping === "church"
      ? REPORT_WORDS.church
      : grouping === "event_type"
        ? REPORT_WORDS.eventType
        : REPORT_WORDS.weekOf;
  return {
    columns: [
      { header: first },
      { header: REPORT_WORDS.events, numeric: true },
      { header: REPORT_WORDS.membersPresent, numeric: true },
      { header: REPORT_WORDS.visitors, numeric: true },
      { header: REPORT_WORDS.totalAttendance, numeric: true },
    ],
    rows: lines.map((l) => ({
      cells: [l.label, count(l.events), count(l.present), count(l.visitors), count(l.present + l.visitors)],
    })),
    chart: {
      series: [
        { key: "present", label: REPORT_WORDS.membersPresent },
        { key: "visitors", label: REPORT_WORDS.visitors },
      ],
      points: lines.map((l) => ({ label: l.label, present: l.present, visitors: l.visitors })),
    },
  };
}

/** Active enrolment, sessions held in the period and the share of marks that were present, by class or church. */
export async function sundaySchoolReport({
  data,
  reach,
  from,
  to,
  grouping,
}: ReportInput): Promise<ReportBody> {
  const byClass = grouping === "class";
  const enrolled = sql`(select count(*) from ${sundaySchoolEnrollments} where ${sundaySchoolEnrollments.sunday_school} = ${sundaySchoolClasses.id} and ${sundaySchoolEnrollments.is_active})`;
  const inPeriod = sql`${sundaySchoolSessions.date} between ${from}::date and ${to}::date`;
  const sessions = sql`(select count(*) from ${sundaySchoolSessions} where ${sundaySchoolSessions.sunday_school} = ${sundaySchoolClasses.id} and ${inPeriod})`;
  const marks = (present: boolean) =>
    sql`(select count(*) from ${sundaySchoolAttendance} join ${sundaySchoolSessions} on ${sundaySchoolSessions.id} = ${sundaySchoolAttendance.session} where ${sundaySchoolSessions.sunday_school} = ${sundaySchoolClasses.id} and ${inPeriod}${present ? sql` and ${sundaySchoolAttendance.present}` : sql``})`;
  const rows = await data
    .select({
      church: sundaySchoolClasses.church,
      name: sundaySchoolClasses.name,
      enrolled: int(enrolled),
      sessions: int(sessions),
      marked: int(marks(false)),
      present: int(marks(true)),
    })
    .from(sundaySchoolClasses)
    .where(reach.churchIn(sundaySchoolClasses.church))
    .orderBy(sundaySchoolClasses.church, sundaySchoolClasses.name);
  const list = await churchesOf(data, reach);
  const names = new Map(list.map((c) => [c.id, c.name]));
  type Line = {
    church: string;
    label: string;
    enrolled: number;
    sessions: number;
    marked: number;
    present: number;
  };
  let lines: Line[];
  if (byClass) {
    lines = rows
      .map((r) => ({ ...r, church: names.get(r.church) ?? "", label: r.name }))
      .sort((a, b) => a.church.localeCompare(b.church) || a.label.localeCompare(b.label));
  } else {
    const sums = new Map<number, Line>();
    for (const r of rows) {
      const s = sums.get(r.church) ?? {
        church: "",
        label: "",
        enrolled: 0,
        sessions: 0,
        marked: 0,
        present: 0,
      };
      sums.set(r.church, {
        ...s,
        enrolled: s.enrolled + r.enrolled,
        sessions: s.sessions + r.sessions,
        marked: s.marked + r.marked,
        present: s.present + r.present,
      });
    }
    lines = list.map((c) => ({
      ...(sums.get(c.id) ?? { enrolled: 0, sessions: 0, marked: 0, present: 0 }),
      church: c.name,
      label: c.name,
    }));
  }
  return {
    columns: [
      ...(byClass
        ? [{ header: REPORT_WORDS.church }, { header: REPORT_WORDS.class }]
        : [{ header: REPORT_WORDS.church }]),
      { header: REPORT_WORDS.enrolled, numeric: true },
      { header: REPORT_WORDS.sessions, numeric: true },
      { header: REPORT_WORDS.present, numeric: true },
      { header: REPORT_WORDS.attendanceRate, numeric: true },
    ],
    rows: lines.map((l) => ({
      cells: [
        ...(byClass ? [l.church, l.label] : [l.label]),
        count(l.enrolled),
        count(l.sessions),
        count(l.present),
        percent(l.present, l.marked),
      ],
    })),
    chart: {
      series: [{ key: "rate", label: REPORT_WORDS.attendanceRate }],
      points: lines.map((l) => ({
        label: byClass ? `${l.label} (${l.church})` : l.label,
        rate: l.marked > 0 ? Math.round((l.present * 1000) / l.marked) / 10 : 0,
      })),
    },
  };
}
