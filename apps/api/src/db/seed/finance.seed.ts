import { addDays, fromCents, type IncomeCategory, type IncomePaymentMethod, todayIso } from "@cm/contracts";
import type { Db, Tx } from "../client";
import { income } from "../tables";

/** Weeks of Sunday services the demo income covers (about four months). */
export const DEMO_INCOME_WEEKS = 16;
// The demo plans are priced in GHS, so the demo churches keep their books in it too.
const DEMO_CURRENCY = "GHS";

type IncomeRow = typeof income.$inferInsert;

/** A repeatable figure between `low` and `high` cedis, to the pesewa, so every fresh demo is the same. */
function amountOf(seed: number, low: number, high: number): string {
  const spread = (high - low) * 100;
  const step = (seed * 7919 + 104_729) % (spread + 1);
  return fromCents(BigInt(low * 100 + step));
}

/** The last Sunday on or before a day. */
function lastSunday(day: string): string {
  return addDays(day, -new Date(`${day}T00:00:00Z`).getUTCDay());
}

/**
 * Demo income for each church: a tithe and an offering every Sunday for DEMO_INCOME_WEEKS weeks,
 * a thanksgiving offering on the first Sunday of each month, a donation every third week and a
 * building-fund drive in the middle of the period. Larger churches (the first) receive more.
 */
export async function seedDemoIncome(tx: Db | Tx, churchIds: number[], today = todayIso()): Promise<void> {
  const newest = lastSunday(today);
  const rows: IncomeRow[] = [];
  churchIds.forEach((church, c) => {
    const size = c === 0 ? 3 : 1;
    const add = (
      received_on: string,
      category: IncomeCategory,
      payment_method: IncomePaymentMethod,
      amount: string,
      description: string,
      reference = "",
    ) =>
      rows.push({
        church,
        received_on,
        category,
        payment_method,
        amount,
        description,
        reference,
        currency: DEMO_CURRENCY,
      });
    for (let week = 0; week < DEMO_INCOME_WEEKS; week++) {
      const sunday = addDays(newest, -7 * week);
      const seed = c * 1000 + week;
      add(sunday, "TITHE", "CASH", amountOf(seed, 1500 * size, 2600 * size), "Sunday tithes");
      add(
        sunday,
        "OFFERING",
        "CASH",
        amountOf(seed + 17, 600 * size, 1200 * size),
        "Sunday service offering",
      );
      add(
        sunday,
        "TITHE",
        "MOBILE_MONEY",
        amountOf(seed + 31, 300 * size, 900 * size),
        "Tithes sent by mobile money",
        `MOMO-${sunday.replaceAll("-", "")}-${c + 1}`,
      );
      if (Number(sunday.slice(8, 10)) <= 7) {
        add(
          sunday,
          "THANKSGIVING",
          "CASH",
          amountOf(seed + 43, 400 * size, 1000 * size),
          "Monthly thanksgiving",
        );
      }
      if (week % 3 === 1) {
        add(
          addDays(sunday, 3),
          "DONATION",
          "BANK_TRANSFER",
          amountOf(seed + 59, 500, 5000),
          "Donation from a church family",
          `TRF-${c + 1}${week.toString().padStart(3, "0")}`,
        );
      }
    }
    add(
      addDays(newest, -7 * Math.floor(DEMO_INCOME_WEEKS / 2) + 1),
      "FUNDRAISING",
      "CHEQUE",
      amountOf(c + 71, 8000 * size, 15000 * size),
      "Building fund harvest",
      `CHQ-${100_200 + c}`,
    );
  });
  if (rows.length) await tx.insert(income).values(rows);
}
