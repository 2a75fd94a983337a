import { randomUUID } from "node:crypto";
import { unique } from "../../../test/factories";
import { assetAssignments, assetDocuments } from "../../db/tables";
import type { Fixture } from "../../platform/resources/fixtures.test-support";
import { makeMember } from "../members/members.fixtures.test-support";
import { makeAsset, makeAssetCategory, makeMaintenance } from "./assets.test-support";

const asset = { serial_number: "SN-1", location: "Hall", condition: "GOOD" };

/** Access-matrix fixtures of this domain's resources (see platform/resources/fixtures.test-support.ts). */
export const fixtures: Record<string, Fixture> = {
  "asset-categories": {
    owner: "church",
    make: async (db, church) => (await makeAssetCategory(db, church.id)).id,
    body: (_db, church) => ({ church: church.id, name: unique("Instruments") }),
    updateBody: () => ({ name: unique("Instruments"), description: "" }),
  },
  assets: {
    owner: "church",
    make: async (db, church) => (await makeAsset(db, church.id)).id,
    body: async (db, church) => ({
      church: church.id,
      name: unique("Keyboard"),
      category: (await makeAssetCategory(db, church.id)).id,
      currency: "GHS",
      ...asset,
    }),
    updateBody: () => ({ name: unique("Keyboard"), asset_tag: unique("K"), category: 1, ...asset }),
    actions: {
      change_status: { status: "RETIRED", note: "" },
      update_value: { current_value: "900.00" },
      history: {},
      upload_photo: {},
      photo: {},
      totals: {},
    },
  },
  "asset-area": {
    owner: "church",
    make: async (db, church) => (await makeAsset(db, church.id)).id,
    actions: {
      global: {},
      export: { format: "csv" },
      download_template: {},
      bulk_upload: {},
      labels: ({ object }) => ({ ids: String(object) }),
    },
  },
  "asset-assignments": {
    owner: "church",
    make: async (db, church) => {
      const item = await makeAsset(db, church.id, { status: "ASSIGNED" });
      const [row] = await db
        .insert(assetAssignments)
        .values({ church: church.id, asset: item.id, assigned_to: "Choir", assigned_on: "2030-01-01" })
        .returning();
      return row?.id ?? 0;
    },
    body: async (db, church) => ({
      asset: (await makeAsset(db, church.id)).id,
      member: (await makeMember(db, church.id)).id,
    }),
    updateBody: () => ({ due_back: "2030-02-01", notes: "" }),
    actions: { return_asset: { condition: "GOOD", notes: "" } },
  },
  "asset-maintenance": {
    owner: "church",
    make: async (db, church) => (await makeMaintenance(db, await makeAsset(db, church.id))).id,
    body: async (db, church) => ({
      asset: (await makeAsset(db, church.id)).id,
      kind: "INSPECTION",
      scheduled_for: "2030-03-01",
    }),
    updateBody: () => ({ kind: "REPAIR", scheduled_for: "2030-03-02" }),
    actions: {
      start_maintenance: {},
      complete_maintenance: { completed_on: "2024-03-03", notes: "" },
      cancel_maintenance: { notes: "" },
    },
  },
  "asset-documents": {
    owner: "church",
    make: async (db, church) => {
      const item = await makeAsset(db, church.id);
      const [row] = await db
        .insert(assetDocuments)
        .values({
          church: church.id,
          asset: item.id,
          title: "Warranty",
          kind: "WARRANTY",
          file: `private-${randomUUID()}.pdf`,
          file_name: "warranty.pdf",
          content_type: "application/pdf",
          size: 10,
        })
        .returning();
      return row?.id ?? 0;
    },
    actions: { upload: {}, download: {} },
  },
};
