import { basename } from "node:path";
import { PassThrough } from "node:stream";
import { type Language, msg, type ReportDocument } from "@cm/contracts";
import { and, desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { Zip, ZipDeflate, ZipPassThrough } from "fflate";
import {
  auditLogs,
  churches,
  eventAttendance,
  events,
  householdMembers,
  households,
  mailOutbox,
  memberRelationships,
  members,
  programOccurrences,
  programParticipants,
  programs,
  sundaySchoolAttendance,
  sundaySchoolClasses,
  sundaySchoolEnrollments,
  sundaySchoolSessions,
  testimonies,
  users,
} from "../../db/tables";
import { recordAudit } from "../../platform/audit";
import { principalOf } from "../../platform/auth/access";
import { presentUser } from "../../platform/auth/present-user";
import { notFound, tooManyRequests } from "../../platform/errors";
import { translator } from "../../platform/i18n";
import { reportPdfBytes } from "../../platform/report-files";
import { FileAnswer } from "../../platform/resources/resource";
import { systemContext } from "../../platform/system-context";
import { churchLifeOf, givingOf, groupsAndServingOf } from "./data-export-church-life";

/** Each part of the download holds at most this many rows (the newest); the manifest says when cut. */
export const DATA_EXPORT_MAX_ROWS = 5_000;
/** A stored picture larger than this is left out (uploads are kept far smaller). */
const MAX_PICTURE_BYTES = 10 * 1_048_576;
const FILE_URL = "/api/files/";
/** A person may download their data a few times an hour: each download reads every table about them. */
const PER_HOUR = 3;

type Section = { file: string; title: string; rows: unknown[] };
type Picture = { file: string; bytes: Buffer };

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * Everything the installation holds about the signed-in person (data-protection law: Ghana,
 * Nigeria, Kenya, GDPR), as a ZIP of JSON files and a readable PDF summary in their language.
 * Found by their user id and the member records linked to it, so no other person's rows are read.
 */
export class DataExportService {
  private readonly perUser;

  constructor(private readonly app: FastifyInstance) {
    this.perUser = app.rateLimits.limit("data-export:user", PER_HOUR, 3600);
  }

  // The caller's own rows, found by their user id and the members linked to it.
  private get data() {
    return systemContext(this.app, "accounts.own-data-export").data;
  }

  async export(request: FastifyRequest): Promise<FileAnswer> {
    const id = principalOf(request).id;
    const wait = await this.perUser.take(String(id), this.data);
    if (wait > 0)
      throw tooManyRequests(
        msg("You have downloaded your data several times already. Please try again later."),
        wait,
      );
    const [account] = await this.data.select().from(users).where(eq(users.id, id));
    if (!account?.is_active) throw notFound(msg("This account no longer exists."));
    const { sections, records } = await this.sections(account);
    const pictures = await this.pictures([account.profile_picture, ...records.map((m) => m.photo)]);
    const now = this.app.clock.now();
    await recordAudit(this.data, {
      principal: request.principal,
      ip: request.ip,
      action: "export_my_data",
      resource: "users",
      objectId: id,
      changes: Object.fromEntries(sections.map((s) => [s.file, s.rows.length])),
    });
    const language = request.language;
    const summary = await reportPdfBytes(
      summaryDocument(account, sections, records, now, language),
      translator(language),
    );
    return zipAnswer(sections, pictures, summary, now, `my-data-${now.toISOString().slice(0, 10)}`);
  }

  /** The person's own pictures (their profile picture, their member photo) that the store holds. */
  private async pictures(urls: (string | null)[]): Promise<Picture[]> {
    const found: Picture[] = [];
    for (const url of new Set(urls)) {
      if (!url?.startsWith(FILE_URL)) continue;
      const name = basename(url);
      const stored = await this.app.files.read(name);
      if (!stored) continue;
      if (stored.size > MAX_PICTURE_BYTES) {
        stored.stream.destroy();
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of stored.stream) chunks.push(Buffer.from(chunk));
      found.push({ file: `pictures/${name}`, bytes: Buffer.concat(chunks) });
    }
    return found;
  }

  /** Each file's rows, and the member records (their church and photo) the summary names. */
  private async sections(
    account: typeof users.$inferSelect,
  ): Promise<{ sections: Section[]; records: { church_name: string; photo: string }[] }> {
    const { data } = this;
    const limit = DATA_EXPORT_MAX_ROWS;
    const records = await data
      .select({ member: members, church_name: churches.name })
      .from(members)
      .innerJoin(churches, eq(churches.id, members.church))
      .where(eq(members.user, account.id))
      .limit(limit);
    const ids = records.map((r) => r.member.id);
    const none = ids.length === 0;
    const ofMembers = <T>(query: () => Promise<T[]>): Promise<T[]> => (none ? Promise.resolve([]) : query());

    const household = await ofMembers(() =>
      data
        .select({
          member: householdMembers.member,
          household: households.name,
          address: households.address,
          phone: households.phone,
          role: householdMembers.role,
        })
        .from(householdMembers)
        .innerJoin(households, eq(households.id, householdMembers.household))
        .where(inArray(householdMembers.member, ids)),
    );
    const relations = await ofMembers(() =>
      data
        .select({
          member: memberRelationships.member,
          relative: memberRelationships.relative,
          kind: memberRelationships.kind,
        })
        .from(memberRelationships)
        .where(inArray(memberRelationships.member, ids))
        .limit(limit),
    );
    const relativeIds = [...new Set(relations.map((r) => r.relative))];
    const relativeNames = new Map(
      relativeIds.length === 0
        ? []
        : (
            await data
              .select({ id: members.id, first_name: members.first_name, last_name: members.last_name })
              .from(members)
              .where(inArray(members.id, relativeIds))
          ).map((m) => [m.id, `${m.first_name} ${m.last_name}`]),
    );
    const attendance = await ofMembers(() =>
      data
        .select({
          member: eventAttendance.member,
          event: events.title,
          event_type: events.event_type,
          starts_at: events.starts_at,
          location: events.location,
        })
        .from(eventAttendance)
        .innerJoin(events, eq(events.id, eventAttendance.event))
        .where(inArray(eventAttendance.member, ids))
        .orderBy(desc(events.starts_at))
        .limit(limit),
    );
    const enrollments = await ofMembers(() =>
      data
        .select({
          member: sundaySchoolEnrollments.member,
          class: sundaySchoolClasses.name,
          enrolled_on: sundaySchoolEnrollments.enrolled_on,
          is_active: sundaySchoolEnrollments.is_active,
        })
        .from(sundaySchoolEnrollments)
        .innerJoin(sundaySchoolClasses, eq(sundaySchoolClasses.id, sundaySchoolEnrollments.sunday_school))
        .where(inArray(sundaySchoolEnrollments.member, ids))
        .limit(limit),
    );
    const classAttendance = await ofMembers(() =>
      data
        .select({
          member: sundaySchoolAttendance.member,
          class: sundaySchoolClasses.name,
          date: sundaySchoolSessions.date,
          present: sundaySchoolAttendance.present,
        })
        .from(sundaySchoolAttendance)
        .innerJoin(sundaySchoolSessions, eq(sundaySchoolSessions.id, sundaySchoolAttendance.session))
        .innerJoin(sundaySchoolClasses, eq(sundaySchoolClasses.id, sundaySchoolSessions.sunday_school))
        .where(inArray(sundaySchoolAttendance.member, ids))
        .orderBy(desc(sundaySchoolSessions.date))
        .limit(limit),
    );
    const participation = await ofMembers(() =>
      data
        .select({
          member: programParticipants.member,
          program: programs.title,
          role: programParticipants.role,
          occurrence_starts_at: programOccurrences.starts_at,
          since: programParticipants.created_at,
        })
        .from(programParticipants)
        .innerJoin(programs, eq(programs.id, programParticipants.program))
        .leftJoin(programOccurrences, eq(programOccurrences.id, programParticipants.occurrence))
        .where(inArray(programParticipants.member, ids))
        .orderBy(desc(programParticipants.created_at))
        .limit(limit),
    );
    const told = await data
      .select({
        title: testimonies.title,
        story: testimonies.story,
        testifier_name: testimonies.testifier_name,
        event_date: testimonies.event_date,
        status: testimonies.status,
        is_public: testimonies.is_public,
        is_anonymous: testimonies.is_anonymous,
        consent_to_publish: testimonies.consent_to_publish,
        created_at: testimonies.created_at,
      })
      .from(testimonies)
      .where(
        none
          ? eq(testimonies.testifier_user, account.id)
          : or(eq(testimonies.testifier_user, account.id), inArray(testimonies.testifier_member, ids)),
      )
      .orderBy(desc(testimonies.created_at))
      .limit(limit);
    const giving = await givingOf(data, account.id, ids, limit);
    const church = await churchLifeOf(data, ids, records, limit);
    const together = await groupsAndServingOf(data, ids, limit);
    const audit = await this.auditAbout(account.id, ids);
    const mail = account.email
      ? await data
          .select({
            subject: mailOutbox.subject,
            status: mailOutbox.status,
            created_at: mailOutbox.created_at,
            sent_at: mailOutbox.sent_at,
          })
          .from(mailOutbox)
          .where(eq(mailOutbox.to, account.email))
          .orderBy(desc(mailOutbox.created_at))
          .limit(limit)
      : [];

    const sections = [
      { file: "account", title: msg("Your account"), rows: [presentUser(account)] },
      {
        file: "member_record",
        title: msg("Your member record"),
        rows: records.map(({ member: { search_text: _, ...m }, church_name }) => ({
          ...m,
          church_name,
          erased_at: iso(m.erased_at),
          created_at: iso(m.created_at),
          updated_at: iso(m.updated_at),
        })),
      },
      { file: "household", title: msg("Your household"), rows: household },
      {
        file: "relationships",
        title: msg("Your relationships"),
        rows: relations.map((r) => ({ ...r, relative_name: relativeNames.get(r.relative) ?? "" })),
      },
      {
        file: "attendance",
        title: msg("Services and events attended"),
        rows: attendance.map((a) => ({ ...a, starts_at: iso(a.starts_at) })),
      },
      { file: "sunday_school_enrollments", title: msg("Sunday-school classes"), rows: enrollments },
      { file: "sunday_school_attendance", title: msg("Sunday-school attendance"), rows: classAttendance },
      {
        file: "program_participation",
        title: msg("Programs taken part in"),
        rows: participation.map((p) => ({
          ...p,
          occurrence_starts_at: iso(p.occurrence_starts_at),
          since: iso(p.since),
        })),
      },
      {
        file: "testimonies",
        title: msg("Your testimonies"),
        rows: told.map((t) => ({ ...t, created_at: iso(t.created_at) })),
      },
      { file: "groups", title: msg("Your groups"), rows: together.groups },
      { file: "group_meetings", title: msg("Group meetings"), rows: together.meetings },
      { file: "serving_teams", title: msg("Your serving teams"), rows: together.teams },
      { file: "serving", title: msg("Services you were asked to serve at"), rows: together.services },
      { file: "days_away", title: msg("Days you cannot serve"), rows: together.away },
      { file: "church_fields", title: msg("Your church's own fields"), rows: church.fields },
      { file: "church_roles", title: msg("Your roles in the church"), rows: church.roles },
      { file: "assets_in_your_care", title: msg("Church property in your care"), rows: church.assets },
      { file: "changes_asked_for", title: msg("Changes you asked for"), rows: church.changes },
      { file: "gifts", title: msg("Your gifts"), rows: giving.gifts },
      { file: "pledges", title: msg("Your pledges"), rows: giving.pledges },
      { file: "standing_gifts", title: msg("Your weekly and monthly gifts"), rows: giving.standing },
      { file: "audit_entries", title: msg("Activity records about you"), rows: audit },
      {
        file: "notifications",
        title: msg("E-mails sent to you"),
        rows: mail.map((m) => ({ ...m, created_at: iso(m.created_at), sent_at: iso(m.sent_at) })),
      },
    ];
    return {
      sections,
      records: records.map(({ member, church_name }) => ({ church_name, photo: member.photo })),
    };
  }

  /**
   * Audit entries about the person (their account, their member records) with what changed, and
   * entries of what they did themselves without the changes (those are often other people's data).
   * Another person's name and address in an entry about them are left out.
   */
  private async auditAbout(userId: number, memberIds: number[]) {
    const about: SQL[] = [
      and(eq(auditLogs.resource, "users"), eq(auditLogs.object_id, String(userId))) ?? sql`false`,
    ];
    if (memberIds.length)
      about.push(
        and(eq(auditLogs.resource, "members"), inArray(auditLogs.object_id, memberIds.map(String))) ??
          sql`false`,
      );
    const rows = await this.data
      .select()
      .from(auditLogs)
      .where(or(eq(auditLogs.user, userId), ...about))
      .orderBy(desc(auditLogs.created_at), desc(auditLogs.id))
      .limit(DATA_EXPORT_MAX_ROWS);
    return rows.map((r) => {
      const own = r.user === userId;
      const isAbout =
        (r.resource === "users" && r.object_id === String(userId)) ||
        (r.resource === "members" && memberIds.map(String).includes(r.object_id ?? ""));
      return {
        created_at: iso(r.created_at),
        action: r.action,
        resource: r.resource,
        object_id: r.object_id,
        done_by: own ? "you" : r.role || "someone else",
        ip_address: own ? r.ip_address : null,
        changes: isAbout ? r.changes : null,
      };
    });
  }
}

/** The readable summary: who the person is to us, and how many records of each kind we hold. */
function summaryDocument(
  account: typeof users.$inferSelect,
  sections: Section[],
  records: { church_name: string }[],
  now: Date,
  language: Language,
): ReportDocument {
  const t = translator(language);
  const name = `${account.first_name} ${account.last_name}`.trim() || account.username;
  return {
    title: t("Your personal data"),
    meta: [
      [t("Name"), name],
      [t("Username"), account.username],
      [t("E-mail"), account.email || "-"],
      [t("Downloaded on"), now.toISOString().slice(0, 10)],
      ...records.map((m): [string, string] => [t("Member of"), m.church_name]),
    ],
    tables: [
      {
        title: t("What we hold about you"),
        columns: [{ header: t("Kind of record") }, { header: t("Records"), numeric: true }],
        rows: sections.map((s) => ({
          cells: [
            s.rows.length >= DATA_EXPORT_MAX_ROWS
              ? t("{title} (the newest only)", { title: t(s.title) })
              : t(s.title),
            { count: s.rows.length },
          ],
        })),
      },
    ],
    landscape: false,
    filename: "summary",
  };
}

/** The JSON files and the summary as one ZIP, compressed as it streams out. */
function zipAnswer(
  sections: Section[],
  pictures: Picture[],
  summary: Buffer,
  now: Date,
  name: string,
): FileAnswer {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    out.write(Buffer.from(chunk));
    if (final) out.end();
  });
  // Pictures are compressed already: they are stored as they are.
  const add = (file: string, bytes: Uint8Array, stored = false) => {
    const entry = stored ? new ZipPassThrough(file) : new ZipDeflate(file, { level: 6 });
    entry.mtime = now;
    zip.add(entry);
    entry.push(bytes, true);
  };
  const manifest = {
    exported_at: now.toISOString(),
    max_rows_per_file: DATA_EXPORT_MAX_ROWS,
    files: sections.map((s) => ({
      file: `${s.file}.json`,
      records: s.rows.length,
      complete: s.rows.length < DATA_EXPORT_MAX_ROWS,
    })),
    pictures: pictures.map((p) => p.file),
  };
  // Written on the next turn, once the caller holds the stream.
  setImmediate(() => {
    try {
      add("README.json", Buffer.from(JSON.stringify(manifest, null, 2)));
      for (const s of sections) add(`${s.file}.json`, Buffer.from(JSON.stringify(s.rows, null, 2)));
      for (const p of pictures) add(p.file, p.bytes, true);
      add("summary.pdf", summary);
      zip.end();
    } catch (error) {
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  });
  return new FileAnswer(out, "application/zip", `${name}.zip`);
}
