import { addDays, todayIso } from "@cm/contracts";
import { inArray } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { campaignDailyStats, campaignPayments, campaigns, churches, marketingPlans } from "../../db/tables";
import type { FileStore } from "../../platform/files";
import { slugify } from "../../platform/slugs";
import { seedCampaignPictures } from "./marketing-seed-images";

type Conn = Db | Tx;
const GRACE = "Grace Cathedral";
const BETHEL = "Bethel Community Church";

const PLANS = [
  {
    name: "Standard fortnight",
    description: "Listed on the campaigns page for 14 days.",
    price: "150.00",
    duration_days: 14,
    placement: "STANDARD" as const,
    max_images: 2,
  },
  {
    name: "Standard month",
    description: "Listed on the campaigns page for 30 days.",
    price: "250.00",
    duration_days: 30,
    placement: "STANDARD" as const,
    max_images: 3,
  },
  {
    name: "Featured season",
    description: "Shown first and on the featured strip for 60 days.",
    price: "900.00",
    duration_days: 60,
    placement: "FEATURED" as const,
    max_images: 5,
  },
];

/**
 * Demo marketing: three plans; Grace Cathedral with a running featured campaign (a month of
 * figures), a draft, one waiting for review and one rejected; Bethel with a running standard one.
 * Payments: by the sandbox (test payments) and a bank transfer completed by the office. Posters
 * are stored as the campaigns' pictures when a file store is given.
 */
export async function seedDemoMarketing(db: Conn, files: FileStore | undefined, now: Date): Promise<void> {
  const today = todayIso(now);
  const plans = await db
    .insert(marketingPlans)
    .values(PLANS.map((p) => ({ ...p, currency: "GHS" })))
    .returning();
  const [fortnight, month, featured] = plans;
  if (!fortnight || !month || !featured) return;
  const rows = await db
    .select({ id: churches.id, name: churches.name })
    .from(churches)
    .where(inArray(churches.name, [GRACE, BETHEL]));
  const grace = rows.find((c) => c.name === GRACE)?.id;
  const bethel = rows.find((c) => c.name === BETHEL)?.id;
  if (!grace || !bethel) return;
  const base = (title: string) => ({ title, slug: slugify(title, "campaign") });
  const made = await db
    .insert(campaigns)
    .values([
      {
        ...base("Harvest Convention 2026"),
        church: grace,
        plan: featured.id,
        summary: "Three nights of worship, the word and thanksgiving at Grace Cathedral.",
        description:
          "Join us for our annual Harvest Convention.\n\nEvery evening from 6 pm: praise, ministration and prayer. Bring your family and friends.",
        event_start: addDays(today, 10),
        event_end: addDays(today, 12),
        location: "Grace Cathedral, Accra",
        cta_label: "Register",
        cta_url: "https://example.org/harvest-convention",
        status: "ACTIVE" as const,
        starts_at: addDays(today, -29),
        ends_at: addDays(today, 30),
      },
      {
        ...base("Youth Camp Meeting"),
        church: grace,
        plan: month.id,
        summary: "A weekend for the young people of Accra.",
        location: "Aburi Gardens",
        event_start: addDays(today, 45),
        event_end: addDays(today, 47),
      },
      {
        ...base("Healing and Miracle Service"),
        church: grace,
        plan: fortnight.id,
        summary: "A special service of prayer for the sick.",
        location: "Grace Cathedral, Accra",
        event_start: addDays(today, 20),
        status: "PENDING_REVIEW" as const,
        starts_at: today,
        ends_at: addDays(today, 13),
      },
      {
        ...base("Night of Praise"),
        church: grace,
        plan: fortnight.id,
        summary: "All-night praise.",
        cta_label: "Learn more",
        cta_url: "https://example.org/night-of-praise",
        status: "REJECTED" as const,
        rejection_reason: "Please add the date and the place of the service.",
        starts_at: addDays(today, -3),
        ends_at: addDays(today, 10),
      },
      {
        ...base("Bethel Crusade in Kumasi"),
        church: bethel,
        plan: month.id,
        summary: "An open-air crusade at the Kumasi park.",
        location: "Kumasi",
        event_start: addDays(today, 7),
        event_end: addDays(today, 8),
        cta_label: "Find out more",
        cta_url: "https://example.org/bethel-crusade",
        status: "ACTIVE" as const,
        starts_at: addDays(today, -5),
        ends_at: addDays(today, 24),
      },
    ])
    .returning();
  const byTitle = (title: string) => {
    const campaign = made.find((c) => c.title === title);
    if (!campaign) throw new Error(`The seed has no campaign "${title}".`);
    return campaign;
  };
  const paid = (
    c: typeof campaigns.$inferSelect,
    plan: typeof featured,
    gateway: "sandbox" | "manual",
    n: number,
  ) => ({
    church: c.church,
    campaign: c.id,
    plan: plan.id,
    amount: plan.price,
    currency: plan.currency,
    gateway,
    reference: `MKT-DEMO-${String(n).padStart(4, "0")}`,
    status: "SUCCEEDED" as const,
    is_test: gateway === "sandbox",
    manual_reference: gateway === "manual" ? "GCB-TRF-20391" : "",
    gateway_response: { confirmed: gateway === "manual" ? "manually" : "sandbox" },
    paid_at: new Date(`${c.starts_at}T09:00:00Z`),
    created_at: new Date(`${c.starts_at}T08:50:00Z`),
  });
  await db
    .insert(campaignPayments)
    .values([
      paid(byTitle("Harvest Convention 2026"), featured, "sandbox", 1),
      paid(byTitle("Healing and Miracle Service"), fortnight, "sandbox", 2),
      paid(byTitle("Night of Praise"), fortnight, "manual", 3),
      paid(byTitle("Bethel Crusade in Kumasi"), month, "manual", 4),
    ]);
  // A month of figures for the featured campaign, a few days for Bethel's.
  const harvest = byTitle("Harvest Convention 2026");
  const crusade = byTitle("Bethel Crusade in Kumasi");
  const days = (c: typeof campaigns.$inferSelect, count: number, scale: number) =>
    Array.from({ length: count }, (_, i) => {
      const impressions = Math.round(scale * (40 + ((i * 37) % 60)));
      const clicks = Math.round(impressions * (0.04 + ((i * 7) % 5) / 100));
      return {
        campaign: c.id,
        church: c.church,
        day: addDays(today, i - count),
        impressions,
        clicks,
        shares: Math.round(clicks / 3),
      };
    });
  await db.insert(campaignDailyStats).values([...days(harvest, 29, 3), ...days(crusade, 5, 1)]);
  if (!files) return;
  await seedCampaignPictures(db, files, harvest, [
    { line: "Three nights of worship", colours: ["#7a2e0e", "#d9822b"] },
    { line: "Every evening from 6 pm", colours: ["#1d3557", "#457b9d"] },
  ]);
  await seedCampaignPictures(db, files, crusade, [
    { line: "Open-air crusade, Kumasi park", colours: ["#14532d", "#22a06b"] },
  ]);
  await seedCampaignPictures(db, files, byTitle("Youth Camp Meeting"), [
    { line: "Aburi Gardens", colours: ["#4c1d95", "#8b5cf6"] },
  ]);
}
