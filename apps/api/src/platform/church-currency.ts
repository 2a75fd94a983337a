import { countryDefaults, msg } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { churches, countries, regions } from "../db/tables";
import { fieldError } from "./errors";
import type { Data } from "./resources/scoped-data";

/**
 * The currency a church keeps its books in (its own setting): every finance record and asset of
 * the church is in it. Null only for a church out of the caller's reach.
 */
export async function churchCurrency(data: Data, church: number): Promise<string | null> {
  const [row] = await data
    .select({ currency: churches.currency })
    .from(churches)
    .where(eq(churches.id, church))
    .limit(1);
  return row?.currency ?? null;
}

/**
 * The currency of a record a church writes: always the church's. A record sent in another
 * currency is refused on its field (400) rather than silently relabelled: an amount typed as
 * 100 USD is not 100 NGN, so taking the church's currency server-side would change what the
 * record says; refusing tells the client, and a record left without one takes the church's.
 * Each church's totals then never hold two currencies.
 */
export async function settleChurchCurrency(data: Data, church: number, sent: unknown): Promise<string> {
  const currency = await churchCurrency(data, church);
  if (!currency) throw fieldError("church", msg("This church was not found."));
  if (typeof sent === "string" && sent.trim() !== "" && sent.trim().toUpperCase() !== currency) {
    throw fieldError(
      "currency",
      msg("This church keeps its books in {currency}; enter the amount in {currency}.", { currency }),
    );
  }
  return currency;
}

/** The currency and time zone of a new church in a region: its country's (Nigeria: NGN, Africa/Lagos). */
export async function regionDefaults(
  data: Data,
  region: number,
): Promise<{ currency: string; time_zone: string }> {
  const [row] = await data
    .select({ code: countries.code })
    .from(regions)
    .innerJoin(countries, eq(countries.id, regions.country))
    .where(eq(regions.id, region))
    .limit(1);
  return countryDefaults(row?.code);
}
