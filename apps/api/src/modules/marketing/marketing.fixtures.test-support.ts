import { eq } from "drizzle-orm";
import { unique } from "../../../test/factories";
import type { Db } from "../../db/client";
import { campaignImages } from "../../db/tables";
import type { Fixture } from "../../platform/resources/fixtures.test-support";
import {
  makeCampaign,
  makeCampaignImage,
  makeCampaignPayment,
  makeMarketingPlan,
} from "./marketing.test-support";

const campaignOfImage = async (db: Db, id: number) =>
  (await db.select().from(campaignImages).where(eq(campaignImages.id, id)))[0]?.campaign;
const visit = ({ object }: { object: number }) => ({ campaign: object, visitor: unique("visitor") });

/** Access-matrix fixtures of this domain's resources (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  "marketing-plans": {
    owner: "installation",
    make: async (db) => (await makeMarketingPlan(db)).id,
    body: () => ({ name: unique("Plan"), price: "100.00", currency: "GHS", duration_days: 14 }),
    actions: { active_plans: {} },
  },
  campaigns: {
    owner: "church",
    make: async (db, church) => (await makeCampaign(db, church.id, { status: "PENDING_REVIEW" })).id,
    body: async (db, church) => ({
      church: church.id,
      plan: (await makeMarketingPlan(db)).id,
      title: unique("Convention"),
      cta_url: "https://example.org/register",
    }),
    updateBody: () => ({ title: unique("Renamed") }),
    actions: {
      by_church: ({ church }) => ({ church: church.id }),
      active_campaigns: {},
      featured_campaigns: {},
      process_action: { action: "approve" },
      track_impression: visit,
      track_click: visit,
      track_share: visit,
      performance: { from: "2030-01-01", to: "2030-01-31" },
    },
  },
  "campaign-images": {
    owner: "church",
    make: async (db, church) => (await makeCampaignImage(db, await makeCampaign(db, church.id))).id,
    actions: {
      upload: {},
      order: async ({ db, object }) => ({
        campaign: (await campaignOfImage(db, object)) ?? 0,
        images: [object],
      }),
    },
  },
  "campaign-performance": {
    owner: "church",
    make: async (db, church) => (await makeCampaign(db, church.id, { status: "ACTIVE" })).id,
  },
  "campaign-payments": {
    owner: "church",
    make: async (db, church) =>
      (await makeCampaignPayment(db, await makeCampaign(db, church.id, { status: "PENDING_PAYMENT" }))).id,
    actions: {
      by_church: ({ church }) => ({ church: church.id }),
      by_campaign: async ({ db, church }) => ({ campaign: (await makeCampaign(db, church.id)).id }),
      process: async ({ db, church }) => ({
        campaign: (await makeCampaign(db, church.id)).id,
        gateway: "manual",
      }),
      verify: { reference: "MKT-UNKNOWN" },
      complete_manually: { reference: "BANK-1" },
    },
  },
};
