import { PassThrough } from "node:stream";
import { formatMoney, msg, type StatementMailReport } from "@cm/contracts";
import { Zip, ZipDeflate } from "fflate";
import { givingStatementMailings } from "../../db/tables";
import { documentLocale } from "../../platform/calendar-days";
import { siteUrl } from "../../platform/http/site-url";
import { translator } from "../../platform/i18n";
import type { Mail } from "../../platform/mail";
import { reportPdfBytes } from "../../platform/report-files";
import { FileAnswer, type ResourceContext } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";
import {
  type Donor,
  type DonorKey,
  donorKeysOf,
  donorStatement,
  donorsOf,
  type Gift,
  giftsOf,
  keyOf,
  type Period,
  type StatementChurch,
  statementFigures,
  statementLanguage,
} from "./statements.service";

/** Donors read at once: their gifts and names in two queries, a few hundred statements at a time. */
export const DONOR_SLICE = 250;

export const yearPeriod = (year: number): Period => ({ from: `${year}-01-01`, to: `${year}-12-31` });

/**
 * Every donor of a church's period with their gifts, a slice of donors at a time, so memory
 * holds one slice whatever the church's size.
 */
async function* donorSlices(data: Data, church: number, period: Period) {
  const keys = await donorKeysOf(data, church, period);
  for (let at = 0; at < keys.length; at += DONOR_SLICE) {
    const part = keys.slice(at, at + DONOR_SLICE);
    const [donors, gifts] = await Promise.all([donorsOf(data, part), giftsOf(data, church, part, period)]);
    const byDonor = new Map<string, Gift[]>();
    for (const g of gifts) {
      const key = keyOf(g);
      const list = byDonor.get(key);
      if (list) list.push(g);
      else byDonor.set(key, [g]);
    }
    yield part.flatMap((key: DonorKey) => {
      const donor = donors.get(keyOf(key));
      return donor ? [{ donor, gifts: byDonor.get(keyOf(key)) ?? [] }] : [];
    });
  }
}

/** A file name's plain letters: "Ama Mensah-Ọ̀ṣun" -> "ama-mensah-osun". */
const slug = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40);

/** Resolves once the stream takes more (or is gone, when the client went away). */
function room(out: PassThrough): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      out.off("drain", done);
      out.off("close", done);
      resolve();
    };
    out.on("drain", done);
    out.on("close", done);
  });
}

/**
 * Every donor's statement of a church's year as one ZIP of PDFs, each in its donor's language,
 * made and compressed as the download is read: one slice of donors is held at a time and the next
 * PDF is made only when the client has taken the last, so memory stays flat.
 */
export function statementsArchive(data: Data, church: StatementChurch, year: number, now: Date): FileAnswer {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return void out.destroy(error);
    out.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
    if (final) out.end();
  });
  const period = yearPeriod(year);
  (async () => {
    let count = 0;
    for await (const slice of donorSlices(data, church.id, period)) {
      for (const { donor, gifts } of slice) {
        if (out.destroyed) return;
        const { doc, t } = donorStatement(church, donor, gifts, period, now);
        const bytes = await reportPdfBytes(doc, t);
        const name = `${year}-${keyOf(donor).replace(":", "-")}-${slug(donor.name) || "donor"}.pdf`;
        const entry = new ZipDeflate(name, { level: 1 });
        entry.mtime = now;
        zip.add(entry);
        entry.push(bytes, true);
        count += 1;
        await room(out);
      }
    }
    if (count === 0) {
      // An empty year still opens: a note says why there is nothing in it.
      const note = new ZipDeflate("README.txt");
      note.mtime = now;
      zip.add(note);
      note.push(
        Buffer.from(
          translator(church.language ?? "en")("No confirmed gifts from known donors in this period."),
        ),
        true,
      );
    }
    zip.end();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return new FileAnswer(out, "application/zip", `giving-statements-${year}.zip`);
}

/** A donor's statement as an e-mail in their language: the totals per fund, and where to download it. */
function statementMail(
  church: StatementChurch,
  donor: Donor,
  gifts: Gift[],
  year: number,
  link: string,
): Mail {
  const language = statementLanguage(donor, church);
  const t = translator(language);
  const { totals } = statementFigures(gifts);
  const money = (amount: string, currency: string) =>
    formatMoney(amount, currency, documentLocale(language), "code");
  const lines = [
    t("Dear {name},", { name: donor.name }),
    "",
    t(
      "Thank you for your giving in {year}. This is what {church} received from you, confirmed in its books:",
      {
        year,
        church: church.name,
      },
    ),
    "",
  ];
  for (const c of totals) {
    for (const f of c.funds) lines.push(`  ${f.fund}: ${money(f.total, c.currency)}`);
    lines.push(t("Total: {amount}", { amount: money(c.total, c.currency) }), "");
  }
  lines.push(
    t("Signed-in members can download the full statement as a PDF from their profile: {link}", { link }),
  );
  if (church.address) lines.push("", church.name, church.address);
  return {
    to: donor.email,
    subject: t("Your giving statement for {year} from {church}", { year, church: church.name }),
    text: lines.join("\n"),
  };
}

/**
 * E-mails a church's year of statements to every donor with an address, through the outbox. A
 * donor's mailing row (unique per church, year and donor) is written with the message in one
 * transaction, so of two requests for the same year each donor is e-mailed once. Donors without
 * an address are answered, to be given a printed statement.
 */
export async function sendStatements(
  ctx: ResourceContext,
  church: StatementChurch,
  year: number,
): Promise<StatementMailReport> {
  const mailer = ctx.request.server.mailer;
  const link = `${siteUrl(ctx.request.server, ctx.request)}/profile/giving`;
  const report: StatementMailReport = { year, donors: 0, queued: 0, already_sent: 0, without_address: [] };
  for await (const slice of donorSlices(ctx.data, church.id, yearPeriod(year))) {
    report.donors += slice.length;
    const mails = new Map<string, Mail>();
    for (const { donor, gifts } of slice) {
      if (!donor.email.includes("@")) {
        report.without_address.push({
          member: donor.member,
          household: donor.household,
          donor_name: donor.name,
        });
        continue;
      }
      mails.set(keyOf(donor), statementMail(church, donor, gifts, year, link));
    }
    if (mails.size === 0) continue;
    const fresh = await ctx.data
      .insert(givingStatementMailings)
      .values(
        slice
          .filter(({ donor }) => mails.has(keyOf(donor)))
          .map(({ donor }) => ({
            church: church.id,
            year,
            donor: keyOf(donor),
            member: donor.member,
            household: donor.household,
            donor_name: donor.name,
            to: donor.email,
            sent_by: ctx.principal?.id ?? null,
          })),
      )
      .onConflictDoNothing()
      .returning({ donor: givingStatementMailings.donor });
    await mailer.enqueue(
      ctx.data,
      fresh.flatMap((r) => {
        const mail = mails.get(r.donor);
        return mail ? [mail] : [];
      }),
    );
    report.queued += fresh.length;
    report.already_sent += mails.size - fresh.length;
  }
  ctx.afterCommit(() => mailer.kick());
  await ctx.audit({
    changes: {
      year,
      church: church.id,
      queued: report.queued,
      already_sent: report.already_sent,
      without_address: report.without_address.length,
    },
  });
  return report;
}

export const NO_CHURCH = msg("Choose a church.");
