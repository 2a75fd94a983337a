import { randomUUID } from "node:crypto";
import { addDays, todayIso } from "@cm/contracts";
import { unique } from "../../../test/factories";
import type { Db } from "../../db/client";
import { campaignImages, campaignPayments, campaigns, marketingPlans } from "../../db/tables";

export const PLANS = "/api/marketing/plans/";
export const CAMPAIGNS = "/api/marketing/campaigns/";
export const PAYMENTS = "/api/marketing/payments/";
export const IMAGES = "/api/marketing/images/";

export async function makeMarketingPlan(db: Db, values: Partial<typeof marketingPlans.$inferInsert> = {}) {
  const [row] = await db
    .insert(marketingPlans)
    .values({ name: unique("Plan"), price: "250.00", currency: "GHS", duration_days: 30, ...values })
    .returning();
  if (!row) throw new Error("plan not created");
  return row;
}

/** A campaign of a church (a DRAFT on a new plan unless told otherwise); ACTIVE ones run from yesterday for 30 days. */
export async function makeCampaign(
  db: Db,
  church: number,
  values: Partial<typeof campaigns.$inferInsert> = {},
  today = todayIso(),
) {
  const plan = values.plan ?? (await makeMarketingPlan(db)).id;
  const running =
    values.status === "ACTIVE" ? { starts_at: addDays(today, -1), ends_at: addDays(today, 29) } : {};
  const [row] = await db
    .insert(campaigns)
    .values({ church, plan, title: unique("Crusade"), slug: unique("crusade"), ...running, ...values })
    .returning();
  if (!row) throw new Error("campaign not created");
  return row;
}

export async function makeCampaignPayment(
  db: Db,
  campaign: typeof campaigns.$inferSelect,
  values: Partial<typeof campaignPayments.$inferInsert> = {},
) {
  const [row] = await db
    .insert(campaignPayments)
    .values({
      church: campaign.church,
      campaign: campaign.id,
      plan: campaign.plan,
      amount: "250.00",
      currency: "GHS",
      gateway: "manual",
      reference: unique("MKT"),
      ...values,
    })
    .returning();
  if (!row) throw new Error("payment not created");
  return row;
}

/** A picture row of a campaign (its files are not stored: enough for access checks). */
export async function makeCampaignImage(db: Db, campaign: typeof campaigns.$inferSelect, position = 0) {
  const [row] = await db
    .insert(campaignImages)
    .values({
      church: campaign.church,
      campaign: campaign.id,
      file: `${randomUUID()}.webp`,
      thumb: `${randomUUID()}.webp`,
      width: 1600,
      height: 900,
      size: 1000,
      position,
    })
    .returning();
  if (!row) throw new Error("campaign image not created");
  return row;
}
