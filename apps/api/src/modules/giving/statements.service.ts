import {
  fromCents,
  type Language,
  msg,
  type ReportDocument,
  type ReportRow,
  SOURCE_LANGUAGE,
  toCents,
} from "@cm/contracts";
import { and, asc, eq, gte, inArray, isNotNull, lte, or, type SQL } from "drizzle-orm";
import { churches, donations, funds, householdMembers, households, members, users } from "../../db/tables";
import { dayAt, dayText, documentLocale } from "../../platform/calendar-days";
import { notFound } from "../../platform/errors";
import { type Translate, translator } from "../../platform/i18n";
import type { Data } from "../../platform/resources/scoped-data";

/** Whose statement: a member or a household, by id. */
export type DonorKey = { member: number | null; household: number | null };
/** A donor as the statement names them, with where it goes and in which language. */
export type Donor = DonorKey & { name: string; address: string; email: string; language: Language | null };
/** The church a statement is from. */
export type StatementChurch = {
  id: number;
  name: string;
  address: string;
  currency: string;
  language: Language | null;
  /** Its clock: the day a statement is issued on is the church's. */
  time_zone: string;
};
/** One confirmed entry of a donor's giving (a reversing entry is negative). */
export type Gift = {
  id: number;
  member: number | null;
  household: number | null;
  given_on: string;
  fund: string;
  method: string;
  reference: string;
  amount: string;
  currency: string;
  reverses: number | null;
};
export type Period = { from: string; to: string };

/** How a gift was given, in the statement's words. */
const METHOD_WORDS: Record<string, string> = {
  CASH: msg("Cash"),
  CHEQUE: msg("Cheque"),
  BANK_TRANSFER: msg("Bank transfer"),
  MOBILE_MONEY: msg("Mobile money"),
  CARD: msg("Card"),
};

export const keyOf = (d: DonorKey) => (d.member ? `member:${d.member}` : `household:${d.household}`);

/** The church's name, address, currency, language and time zone. */
export async function statementChurch(data: Data, id: number): Promise<StatementChurch> {
  const [row] = await data
    .select({
      id: churches.id,
      name: churches.name,
      address: churches.address,
      city: churches.city,
      currency: churches.currency,
      language: churches.language,
      time_zone: churches.time_zone,
    })
    .from(churches)
    .where(eq(churches.id, id))
    .limit(1);
  if (!row) throw notFound(msg("This church was not found."));
  const address = [row.address, row.city].filter((part) => part.trim()).join(", ");
  const { name, currency, language, time_zone } = row;
  return { id: row.id, name, address, currency, language, time_zone };
}

/**
 * Donors by key, in few queries: members with their address, e-mail and account's language;
 * households with their address and their head's (else a member's) e-mail and language.
 */
export async function donorsOf(
  data: Data,
  keys: DonorKey[],
): Promise<Map<string, Donor & { church: number }>> {
  const found = new Map<string, Donor & { church: number }>();
  const memberIds = keys.flatMap((k) => (k.member ? [k.member] : []));
  const householdIds = keys.flatMap((k) => (k.household ? [k.household] : []));
  if (memberIds.length) {
    const rows = await data
      .select({
        id: members.id,
        church: members.church,
        first_name: members.first_name,
        last_name: members.last_name,
        address: members.address,
        email: members.email,
        account_email: users.email,
        language: users.language,
      })
      .from(members)
      .leftJoin(users, eq(users.id, members.user))
      .where(inArray(members.id, memberIds));
    for (const r of rows)
      found.set(keyOf({ member: r.id, household: null }), {
        member: r.id,
        household: null,
        church: r.church,
        name: `${r.first_name} ${r.last_name}`.trim(),
        address: r.address,
        email: r.email || r.account_email || "",
        language: r.language,
      });
  }
  if (householdIds.length) {
    const rows = await data
      .select({
        id: households.id,
        church: households.church,
        name: households.name,
        address: households.address,
      })
      .from(households)
      .where(inArray(households.id, householdIds));
    // The head first, then the others by when they joined: the first with an address is written to.
    const people = await data
      .select({
        household: householdMembers.household,
        role: householdMembers.role,
        email: members.email,
        language: users.language,
      })
      .from(householdMembers)
      .innerJoin(members, eq(members.id, householdMembers.member))
      .leftJoin(users, eq(users.id, members.user))
      .where(inArray(householdMembers.household, householdIds))
      .orderBy(asc(householdMembers.id));
    for (const r of rows) {
      const mine = people.filter((p) => p.household === r.id);
      const head = mine.find((p) => p.role === "head");
      const writer = [head, ...mine].find((p) => p?.email) ?? head;
      found.set(keyOf({ member: null, household: r.id }), {
        member: null,
        household: r.id,
        church: r.church,
        name: r.name,
        address: r.address,
        email: writer?.email ?? "",
        language: writer?.language ?? head?.language ?? null,
      });
    }
  }
  return found;
}

/** One donor in the caller's reach (another church's is not found), with their church. */
export async function donorInReach(data: Data, key: DonorKey) {
  const donor = (await donorsOf(data, [key])).get(keyOf(key));
  if (!donor)
    throw notFound(key.member ? msg("This member was not found.") : msg("This household was not found."));
  return donor;
}

/** The confirmed gifts of a church's donors in a period, by donor, date and id. */
export async function giftsOf(data: Data, church: number, keys: DonorKey[], period: Period): Promise<Gift[]> {
  const memberIds = keys.flatMap((k) => (k.member ? [k.member] : []));
  const householdIds = keys.flatMap((k) => (k.household ? [k.household] : []));
  const whose: SQL[] = [];
  if (memberIds.length) whose.push(inArray(donations.member, memberIds));
  if (householdIds.length) whose.push(inArray(donations.household, householdIds));
  if (whose.length === 0) return [];
  return data
    .select({
      id: donations.id,
      member: donations.member,
      household: donations.household,
      given_on: donations.given_on,
      fund: funds.name,
      method: donations.method,
      reference: donations.reference,
      amount: donations.amount,
      currency: donations.currency,
      reverses: donations.reverses,
    })
    .from(donations)
    .innerJoin(funds, eq(funds.id, donations.fund))
    .where(
      and(
        eq(donations.church, church),
        eq(donations.is_final, true),
        gte(donations.given_on, period.from),
        lte(donations.given_on, period.to),
        or(...whose),
      ),
    )
    .orderBy(asc(donations.given_on), asc(donations.id));
}

/** The donors who gave in a church's period (anonymous gifts have none), by key. */
export async function donorKeysOf(data: Data, church: number, period: Period): Promise<DonorKey[]> {
  const rows = await data
    .selectDistinct({ member: donations.member, household: donations.household })
    .from(donations)
    .where(
      and(
        eq(donations.church, church),
        eq(donations.is_final, true),
        gte(donations.given_on, period.from),
        lte(donations.given_on, period.to),
        or(isNotNull(donations.member), isNotNull(donations.household)),
      ),
    )
    .orderBy(asc(donations.member), asc(donations.household));
  return rows;
}

/**
 * What a statement adds up: the gifts that stand (a gift reversed in the period and the entry
 * reversing it cancel out, so neither is listed), and totals per currency and fund and per
 * currency, summed over every entry (reversals included), in cents.
 */
export function statementFigures(gifts: Gift[]) {
  const ids = new Set(gifts.map((g) => g.id));
  const reversed = new Set(
    gifts.flatMap((g) => (g.reverses !== null && ids.has(g.reverses) ? [g.reverses] : [])),
  );
  const listed = gifts.filter((g) => !reversed.has(g.id) && !(g.reverses !== null && ids.has(g.reverses)));
  const byFund = new Map<string, Map<string, bigint>>();
  const overall = new Map<string, bigint>();
  for (const g of gifts) {
    const cents = toCents(g.amount);
    const funds = byFund.get(g.currency) ?? new Map<string, bigint>();
    funds.set(g.fund, (funds.get(g.fund) ?? 0n) + cents);
    byFund.set(g.currency, funds);
    overall.set(g.currency, (overall.get(g.currency) ?? 0n) + cents);
  }
  const currencies = [...overall.keys()].sort();
  return {
    listed,
    totals: currencies.map((currency) => ({
      currency,
      total: fromCents(overall.get(currency) ?? 0n),
      funds: [...(byFund.get(currency) ?? new Map<string, bigint>())]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([fund, cents]) => ({ fund, total: fromCents(cents) })),
    })),
  };
}

/** The language a statement is written in: the donor's own, else their church's, else English. */
export const statementLanguage = (donor: Donor, church: StatementChurch): Language =>
  donor.language ?? church.language ?? SOURCE_LANGUAGE;

/** A donor's statement laid out as a report document (what the finance reports' PDF code prints). */
export function statementDocument(
  church: StatementChurch,
  donor: Donor,
  gifts: Gift[],
  period: Period,
  issued: string,
  t: Translate,
  language: Language = SOURCE_LANGUAGE,
): ReportDocument {
  const { listed, totals } = statementFigures(gifts);
  const day = (d: string) => dayText(d, language);
  const meta: [string, string][] = [[t("Church"), church.name]];
  if (church.address) meta.push([t("Address"), church.address]);
  meta.push([t("Donor"), donor.name]);
  if (donor.address) meta.push([t("Donor's address"), donor.address]);
  meta.push([t("Period"), t("{from} to {to}", { from: day(period.from), to: day(period.to) })]);
  meta.push([t("Issued on"), day(issued)]);
  const currencies = totals.length ? totals.map((c) => c.currency) : [church.currency];
  const tables = currencies.flatMap((currency) => {
    const sums = totals.find((c) => c.currency === currency);
    const rows: ReportRow[] = listed
      .filter((g) => g.currency === currency)
      .map((g) => ({
        cells: [day(g.given_on), g.fund, t(METHOD_WORDS[g.method] ?? g.method), { amount: g.amount }],
      }));
    const fundRows: ReportRow[] = (sums?.funds ?? []).map((f) => ({ cells: [f.fund, { amount: f.total }] }));
    fundRows.push({ cells: [t("Total"), { amount: sums?.total ?? "0.00" }], style: "total" });
    return [
      {
        title: t("Gifts in {currency}", { currency }),
        currency,
        columns: [
          { header: t("Date") },
          { header: t("Fund") },
          { header: t("Method") },
          { header: t("Amount"), numeric: true },
        ],
        rows: rows.length ? rows : [{ cells: [t("No confirmed gifts in this period."), "", "", ""] }],
      },
      {
        title: t("Totals by fund in {currency}", { currency }),
        currency,
        columns: [{ header: t("Fund") }, { header: t("Amount"), numeric: true }],
        rows: fundRows,
      },
    ];
  });
  const who = keyOf(donor).replace(":", "-");
  return {
    title: t("Giving statement"),
    meta,
    tables,
    landscape: false,
    filename: `giving-statement-${period.from.slice(0, 4)}-${who}`,
    locale: documentLocale(language),
  };
}

/** A donor's statement document in their language, from their gifts, issued today at the church. */
export function donorStatement(
  church: StatementChurch,
  donor: Donor,
  gifts: Gift[],
  period: Period,
  now: Date,
  language: Language = statementLanguage(donor, church),
) {
  const t = keptTranslator(language);
  const issued = dayAt(now, church.time_zone);
  return { doc: statementDocument(church, donor, gifts, period, issued, t, language), t };
}

// A year's statements say the same words thousands of times (headings, the period, the fund
// totals' labels): each language's texts are kept once made, as formatting a message is slow.
const kept = new Map<Language, { t: Translate; texts: Map<string, string> }>();
function keptTranslator(language: Language): Translate {
  let entry = kept.get(language);
  if (!entry) {
    const t = translator(language);
    const texts = new Map<string, string>();
    entry = {
      texts,
      t: (key, values) => {
        const id = values ? `${key}\u0000${JSON.stringify(values)}` : key;
        let text = texts.get(id);
        if (text === undefined) {
          text = t(key, values);
          if (texts.size >= 2_000) texts.clear();
          texts.set(id, text);
        }
        return text;
      },
    };
    kept.set(language, entry);
  }
  return entry.t;
}
