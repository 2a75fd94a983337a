import type { Feature } from "@cm/contracts";
import { makeChurch, makePlan, makeSubscription, signedInUser, unique } from "../../../test/factories";
import type { TestApp } from "../../../test/harness";
import type { Db } from "../../db/client";
import { assetCategories, assetMaintenance, assets } from "../../db/tables";

export const ASSETS = "/api/assets/assets/";
/** The area-wide actions: global/, export/, download_template/, bulk_upload/, labels/. */
export const AREA = "/api/assets/";
export const CATEGORIES = "/api/assets/categories/";
export const ASSIGNMENTS = "/api/assets/assignments/";
export const MAINTENANCE = "/api/assets/maintenance/";
export const DOCUMENTS = "/api/assets/documents/";

/** A category of a church. */
export async function makeAssetCategory(db: Db, church: number, name = unique("Vehicles")) {
  const [row] = await db.insert(assetCategories).values({ church, name }).returning();
  if (!row) throw new Error("category not created");
  return row;
}

/** An ACTIVE asset of a church (in its own new category unless told), worth 1000.00 GHS. */
export async function makeAsset(db: Db, church: number, values: Partial<typeof assets.$inferInsert> = {}) {
  const [row] = await db
    .insert(assets)
    .values({
      church,
      name: unique("Generator"),
      category: values.category ?? (await makeAssetCategory(db, church)).id,
      asset_tag: unique("T"),
      currency: "GHS",
      current_value: "1000.00",
      ...values,
    })
    .returning();
  if (!row) throw new Error("asset not created");
  return row;
}

/** SCHEDULED maintenance of an asset. */
export async function makeMaintenance(
  db: Db,
  asset: typeof assets.$inferSelect,
  values: Partial<typeof assetMaintenance.$inferInsert> = {},
) {
  const [row] = await db
    .insert(assetMaintenance)
    .values({ church: asset.church, asset: asset.id, kind: "REPAIR", scheduled_for: "2030-01-10", ...values })
    .returning();
  if (!row) throw new Error("maintenance not created");
  return row;
}

/** A church whose plan has the given features (all by default), and a signed-in officer of it. */
export async function churchWithAssets(
  t: TestApp,
  options: {
    role?: "LOCAL_ADMIN" | "LOCAL_SECRETARY";
    features?: Partial<Record<Feature, boolean>> | "all";
    region?: number;
  } = {},
) {
  const church = await makeChurch(t.db, options.region);
  const plan = await makePlan(t.db, options.features ?? "all");
  await makeSubscription(t.db, church.id, plan.id);
  const { user, token } = await signedInUser(t, { role: options.role ?? "LOCAL_ADMIN", church });
  return { church, user, token };
}
