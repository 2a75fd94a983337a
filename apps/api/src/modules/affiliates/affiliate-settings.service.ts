import type { affiliateSettingsUpdate } from "@cm/contracts";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { affiliateSettings } from "../../db/tables";
import { theRow } from "../../platform/resources/presenter";
import type { Data } from "../../platform/resources/scoped-data";

type Conn = Data;
export type ProgrammeSettings = {
  reward_percentage: string;
  reward_months: number;
  hold_days: number;
  minimum_withdrawal: string;
  updated_at: Date | null;
};

/** The programme's defaults until a super admin changes them (issue: 10 %, 12 months, 14 days, 1,000). */
const DEFAULTS: ProgrammeSettings = {
  reward_percentage: "10.00",
  reward_months: 12,
  hold_days: 14,
  minimum_withdrawal: "1000.00",
  updated_at: null,
};

/** The programme's terms now: the stored row, or the defaults when none was saved yet. */
export async function settingsOf(db: Conn): Promise<ProgrammeSettings> {
  const [row] = await db.select().from(affiliateSettings).where(eq(affiliateSettings.id, 1));
  return row ?? DEFAULTS;
}

export const presentSettings = (s: ProgrammeSettings) => ({
  reward_percentage: s.reward_percentage,
  reward_months: s.reward_months,
  hold_days: s.hold_days,
  minimum_withdrawal: s.minimum_withdrawal,
  updated_at: s.updated_at ? s.updated_at.toISOString() : null,
});

/** Saves new terms; rewards already created keep the terms they were made with. */
export async function saveSettings(db: Conn, input: z.output<typeof affiliateSettingsUpdate>, now: Date) {
  const values = { ...input, updated_at: now };
  const row = theRow(
    await db
      .insert(affiliateSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: affiliateSettings.id, set: values })
      .returning(),
  );
  return presentSettings(row);
}
