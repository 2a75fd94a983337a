import type {
  Occurrence,
  OccurrenceStatus,
  ParticipantRole,
  ProgramStatus,
  ReminderAudience,
} from "@cm/contracts";
import { isAppReason, msg } from "@cm/contracts";
import { Badge, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatCalendar } from "../../../lib/format-date";
import { translator } from "../../../lib/i18n";

const t = translator("programs");

// Words for the programs' codes, so a status reads the same on every page (in English here,
// shown through t() in the language of the page).

export const PROGRAM_STATUS_LABELS: Record<ProgramStatus, string> = {
  DRAFT: msg("Draft"),
  PENDING: msg("Pending approval"),
  APPROVED: msg("Approved"),
  CANCELLED: msg("Cancelled"),
};
const PROGRAM_STATUS_COLORS: Record<ProgramStatus, string> = {
  DRAFT: "gray",
  PENDING: "yellow",
  APPROVED: "green",
  CANCELLED: "red",
};
/** The statuses to choose from, in the language shown now. */
export const programStatusOptions = () =>
  Object.entries(PROGRAM_STATUS_LABELS).map(([value, label]) => ({ value, label: t(label) }));

export const OCCURRENCE_STATUS_LABELS: Record<OccurrenceStatus, string> = {
  SCHEDULED: msg("Scheduled"),
  ACCOMPLISHED: msg("Accomplished"),
  NOT_ACCOMPLISHED: msg("Did not take place"),
  CANCELLED: msg("Called off"),
};
const OCCURRENCE_STATUS_COLORS: Record<OccurrenceStatus, string> = {
  SCHEDULED: "blue",
  ACCOMPLISHED: "green",
  NOT_ACCOMPLISHED: "orange",
  CANCELLED: "red",
};

export const ROLE_LABELS: Record<ParticipantRole, string> = {
  SPEAKER: msg("Speaker"),
  HOST: msg("Host"),
  VOLUNTEER: msg("Volunteer"),
  ATTENDEE: msg("Attendee"),
};
/** The participants' roles to choose from, in the language shown now. */
export const roleOptions = () =>
  Object.entries(ROLE_LABELS).map(([value, label]) => ({ value, label: t(label) }));

export const AUDIENCE_LABELS: Record<ReminderAudience, string> = {
  PARTICIPANTS: msg("The program''s participants"),
  ALL_MEMBERS: msg("Every active member with an e-mail address"),
  CHOSEN_MEMBERS: msg("Chosen members"),
};

export function ProgramStatusBadge({ status }: { status: ProgramStatus }) {
  const { t } = useTranslation("programs");
  return (
    <Badge color={PROGRAM_STATUS_COLORS[status]} variant="light" radius="sm">
      {t(PROGRAM_STATUS_LABELS[status])}
    </Badge>
  );
}

export function OccurrenceStatusBadge({ status }: { status: OccurrenceStatus }) {
  const { t } = useTranslation("programs");
  return (
    <Badge color={OCCURRENCE_STATUS_COLORS[status]} variant="light" radius="sm">
      {t(OCCURRENCE_STATUS_LABELS[status])}
    </Badge>
  );
}

/** A category's name after a dot of its colour (the colour is decoration; the name says it). */
export function CategoryLabel({ name, color }: { name: string; color: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <span aria-hidden style={{ width: 10, height: 10, borderRadius: 5, background: color, flex: "none" }} />
      <Text fz="sm">{name}</Text>
    </Group>
  );
}

/** A calendar date as "Sun, 14 Mar 2026" in the shown language (read as that day, whatever the browser's zone). */
export const formatDay = (date: string): string => formatCalendar(date, "weekdayDate");

/** A called-off date's reason: one the app wrote in the reader's words, a person's as typed. */
export const reasonText = (reason: string) => (isAppReason(reason) ? t(reason) : reason);

/** When a date is, in its church's time: "Sun, 14 Mar 2026 at 09:00". */
export const occurrenceWhen = (o: Pick<Occurrence, "local_date" | "local_time">) =>
  t("{day} at {time}", { day: formatDay(o.local_date), time: o.local_time });

export const occurrencePath = (id: number) => `/programs/occurrences/${id}`;
export const programPath = (id: number) => `/programs/${id}`;

/** A link to a date of a program, named by its program and time. */
export function OccurrenceLink({ occurrence }: { occurrence: Occurrence }) {
  return (
    <Text component={Link} to={occurrencePath(occurrence.id)} fz="sm" fw={600} c="blue.8">
      {occurrence.program_title} · {occurrenceWhen(occurrence)}
    </Text>
  );
}

/** The heading of a programs page. */
export { PageHeading as ProgramsHeading } from "../../../components/page-heading";
