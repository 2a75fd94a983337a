import { type AssetCondition, addDays, DEFAULT_ASSET_CATEGORIES, shortCode, todayIso } from "@cm/contracts";
import { and, asc, eq } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import {
  assetAssignments,
  assetCategories,
  assetDocuments,
  assetHistory,
  assetMaintenance,
  assets,
  churches,
  members,
  users,
} from "../../db/tables";
import { type FileStore, saveUpload } from "../../platform/files";

type Conn = Db | Tx;

/** name, category, location, cost, value, condition, purchased (days ago), serial */
type DemoAsset = [string, string, string, number, number, AssetCondition, number, string?];

const GRACE: DemoAsset[] = [
  ["Main sanctuary building", "Fixed Asset", "Church Road", 2_400_000, 3_100_000, "GOOD", 9000],
  ["Youth centre building", "Fixed Asset", "Church Road", 650_000, 720_000, "GOOD", 5200],
  ["Pastor's residence", "Fixed Asset", "East Legon", 900_000, 1_050_000, "GOOD", 4100],
  ["Borehole and water tank", "Fixed Asset", "Church compound", 45_000, 38_000, "FAIR", 2600],
  ["Perimeter wall and gate", "Fixed Asset", "Church compound", 120_000, 110_000, "GOOD", 3300],
  ["Toyota Coaster bus", "Vehicles", "Church car park", 420_000, 310_000, "GOOD", 1400, "JTGFB518001234567"],
  [
    "Nissan Urvan minibus",
    "Vehicles",
    "Church car park",
    260_000,
    150_000,
    "FAIR",
    2500,
    "JN1TC2E26Z0012345",
  ],
  ["Toyota Hilux pick-up", "Vehicles", "Church car park", 380_000, 330_000, "GOOD", 700, "AHTFR22G906012345"],
  ["Perkins 60 kVA generator", "Power", "Generator house", 185_000, 140_000, "GOOD", 1200, "PK60-GH-88121"],
  ["Solar inverter 10 kW", "Power", "Plant room", 62_000, 55_000, "NEW", 200, "SI10K-0443"],
  ["Voltage stabiliser", "Power", "Plant room", 8_500, 5_000, "FAIR", 1800, "VS-3321"],
  [
    "Yamaha Montage 8 keyboard",
    "Musical Instruments",
    "Main sanctuary",
    48_000,
    41_000,
    "GOOD",
    900,
    "YM8-77120",
  ],
  [
    "Yamaha PSR-SX900 keyboard",
    "Musical Instruments",
    "Youth centre",
    21_000,
    16_000,
    "GOOD",
    1500,
    "PSR-90012",
  ],
  ["Pearl drum set", "Musical Instruments", "Main sanctuary", 26_000, 19_000, "FAIR", 2100, "PRL-5521"],
  ["Fender bass guitar", "Musical Instruments", "Main sanctuary", 9_800, 8_000, "GOOD", 1100, "FB-19920"],
  ["Ibanez electric guitar", "Musical Instruments", "Main sanctuary", 7_200, 6_100, "GOOD", 800, "IB-44021"],
  ["Talking drums (set of 4)", "Musical Instruments", "Choir room", 3_600, 3_000, "GOOD", 1300],
  ["Conga drums", "Musical Instruments", "Choir room", 4_100, 2_500, "POOR", 3000, "CG-1120"],
  ["Allen church organ", "Musical Instruments", "Main sanctuary", 150_000, 120_000, "GOOD", 4000, "ALN-9981"],
  ["Trumpet", "Musical Instruments", "Choir room", 5_400, 4_800, "GOOD", 600, "TR-2210"],
  ["Allen & Heath SQ-6 mixer", "Sound & Media", "Sound booth", 58_000, 49_000, "GOOD", 800, "AH-SQ6-1190"],
  [
    "JBL line array speakers (pair)",
    "Sound & Media",
    "Main sanctuary",
    96_000,
    80_000,
    "GOOD",
    1000,
    "JBL-VRX-2201",
  ],
  [
    "Shure wireless microphones (set of 6)",
    "Sound & Media",
    "Sound booth",
    24_000,
    18_000,
    "FAIR",
    1500,
    "SH-ULXD-6",
  ],
  ["Stage monitors (set of 4)", "Sound & Media", "Main sanctuary", 18_000, 14_000, "GOOD", 1100, "MON-4410"],
  ["Epson projector EB-L610", "Sound & Media", "Main sanctuary", 22_000, 17_500, "GOOD", 700, "EPS-L610-882"],
  ["Projector screen 150 inch", "Sound & Media", "Main sanctuary", 6_500, 5_000, "GOOD", 700],
  ["Sony PTZ camera", "Sound & Media", "Media room", 31_000, 28_000, "NEW", 150, "SNY-PTZ-3301"],
  ["Live-stream computer", "Sound & Media", "Media room", 19_500, 14_000, "GOOD", 600, "HP-Z2-77810"],
  ["Plastic chairs (400)", "Furniture", "Main sanctuary", 40_000, 28_000, "FAIR", 2200],
  ["Cushioned pews (60)", "Furniture", "Main sanctuary", 180_000, 150_000, "GOOD", 3500],
  ["Pulpit", "Furniture", "Main sanctuary", 7_500, 6_000, "GOOD", 3500],
  ["Folding tables (30)", "Furniture", "Store room", 9_000, 6_000, "FAIR", 1900],
  ["Office desks (6)", "Furniture", "Church office", 12_000, 9_500, "GOOD", 1300],
  ["Canopies (4)", "Movable Asset", "Store room", 14_000, 9_000, "FAIR", 1600],
  ["Office laptop", "Movable Asset", "Church office", 11_000, 7_000, "GOOD", 900, "DL-5430-1122"],
  ["Photocopier", "Movable Asset", "Church office", 16_000, 9_000, "FAIR", 2000, "RC-MP3055-09"],
  ["Air conditioners (8)", "Movable Asset", "Main sanctuary", 64_000, 48_000, "GOOD", 1400],
  ["Chest freezer", "Movable Asset", "Kitchen", 4_800, 2_000, "POOR", 2600, "CF-210-442"],
  ["Gas cookers (2)", "Movable Asset", "Kitchen", 6_000, 3_500, "FAIR", 2400],
  ["Old Mazda bus", "Vehicles", "Back yard", 90_000, 10_000, "POOR", 6000, "JM7BUS11109"],
];

const OTHERS: Record<string, DemoAsset[]> = {
  "Bethel Community Church": [
    ["Church hall", "Fixed Asset", "Tema Community 8", 780_000, 820_000, "GOOD", 6000],
    ["Kia Pregio van", "Movable Asset", "Car park", 140_000, 90_000, "FAIR", 2400, "KNHTS732B0012"],
    ["Roland keyboard", "Movable Asset", "Hall", 15_000, 11_000, "GOOD", 900, "RL-FA08-3310"],
    ["Behringer mixer", "Movable Asset", "Hall", 9_000, 6_500, "GOOD", 1000, "BH-X32-0091"],
    ["Plastic chairs (200)", "Movable Asset", "Hall", 20_000, 15_000, "GOOD", 800],
    ["Generator 20 kVA", "Movable Asset", "Yard", 45_000, 36_000, "GOOD", 1200, "GN20-5510"],
  ],
  "Living Waters Chapel": [
    ["Chapel building", "Fixed Asset", "Adum, Kumasi", 1_200_000, 1_400_000, "GOOD", 8000],
    ["Toyota Hiace bus", "Movable Asset", "Car park", 230_000, 160_000, "FAIR", 3000, "JTFSS22P0001"],
    ["Drum set", "Movable Asset", "Chapel", 14_000, 9_000, "FAIR", 2000],
    ["Sound system", "Movable Asset", "Chapel", 38_000, 30_000, "GOOD", 1000],
  ],
};

const WARRANTY_PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
    "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
);

const money = (n: number) => `${n}.00`;

/** Inserts a church's categories (the defaults and those its assets name) and its assets, tagged. */
async function seedRegister(
  conn: Conn,
  church: { id: number; name: string },
  list: DemoAsset[],
  today: string,
) {
  const names = [...new Set([...DEFAULT_ASSET_CATEGORIES.map((c) => c.name), ...list.map((a) => a[1])])];
  const described = new Map<string, string>(DEFAULT_ASSET_CATEGORIES.map((c) => [c.name, c.description]));
  const categories = await conn
    .insert(assetCategories)
    .values(names.map((name) => ({ church: church.id, name, description: described.get(name) ?? "" })))
    .returning();
  const idOf = new Map(categories.map((c) => [c.name, c.id]));
  const code = shortCode(church.name);
  return conn
    .insert(assets)
    .values(
      list.map(([name, category, location, cost, value, condition, daysAgo, serial], i) => ({
        church: church.id,
        name,
        category: idOf.get(category) ?? 0,
        asset_tag: `${code}-${String(i + 1).padStart(4, "0")}`,
        serial_number: serial ?? "",
        location,
        purchase_date: addDays(today, -daysAgo),
        purchase_cost: money(cost),
        current_value: money(value),
        currency: "GHS",
        condition,
      })),
    )
    .returning();
}

/**
 * The demo's assets: about forty for Grace Cathedral in both default categories and its own
 * (vehicles, power, instruments, sound and media, furniture), with open and returned assignments,
 * maintenance done, scheduled and overdue, status and value history and a warranty (when a file
 * store is given); a few for two other churches so the global view has totals. Runs once.
 */
export async function seedDemoAssets(conn: Conn, files?: FileStore, today = todayIso()): Promise<void> {
  const rows = await conn.select({ id: churches.id, name: churches.name }).from(churches);
  const grace = rows.find((c) => c.name === "Grace Cathedral");
  if (!grace) return;
  const [already] = await conn
    .select({ id: assets.id })
    .from(assets)
    .where(eq(assets.church, grace.id))
    .limit(1);
  if (already) return;
  const register = await seedRegister(conn, grace, GRACE, today);
  for (const [name, list] of Object.entries(OTHERS)) {
    const church = rows.find((c) => c.name === name);
    if (church) await seedRegister(conn, church, list, today);
  }
  const byName = (name: string) => {
    const found = register.find((a) => a.name === name);
    if (!found) throw new Error(`No demo asset ${name}`);
    return found;
  };
  const [admin] = await conn
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.church, grace.id), eq(users.role, "LOCAL_ADMIN")))
    .limit(1);
  const people = await conn
    .select({ id: members.id })
    .from(members)
    .where(eq(members.church, grace.id))
    .orderBy(asc(members.id))
    .limit(4);
  const by = admin?.id ?? null;

  // Out now: the Hilux with the youth pastor, a keyboard and the microphones with the youth
  // ministry, the canopies overdue from a funeral; returned: the minibus and the laptop.
  const lent = [
    { asset: "Toyota Hilux pick-up", member: people[0]?.id, to: "", on: -20, due: 40 },
    { asset: "Yamaha PSR-SX900 keyboard", member: people[1]?.id, to: "", on: -10, due: 20 },
    {
      asset: "Shure wireless microphones (set of 6)",
      member: undefined,
      to: "Youth Ministry",
      on: -5,
      due: 9,
    },
    { asset: "Canopies (4)", member: undefined, to: "Welfare Committee", on: -30, due: -7 },
  ];
  for (const l of lent) {
    const item = byName(l.asset);
    await conn.insert(assetAssignments).values({
      church: grace.id,
      asset: item.id,
      member: l.member ?? null,
      assigned_to: l.to,
      assigned_on: addDays(today, l.on),
      due_back: addDays(today, l.due),
      notes: "",
      assigned_by: by,
    });
    await conn.update(assets).set({ status: "ASSIGNED" }).where(eq(assets.id, item.id));
  }
  await conn.insert(assetAssignments).values([
    {
      church: grace.id,
      asset: byName("Nissan Urvan minibus").id,
      member: people[2]?.id ?? null,
      assigned_on: addDays(today, -60),
      due_back: addDays(today, -50),
      returned_on: addDays(today, -51),
      return_condition: "FAIR",
      return_notes: "Returned after the Easter convention; needs new tyres.",
      assigned_by: by,
    },
    {
      church: grace.id,
      asset: byName("Office laptop").id,
      assigned_to: "Media Team",
      assigned_on: addDays(today, -45),
      returned_on: addDays(today, -40),
      return_condition: "GOOD",
      assigned_by: by,
    },
  ]);

  // Maintenance: done, in progress, scheduled and overdue.
  const work = [
    {
      asset: "Perkins 60 kVA generator",
      kind: "PREVENTIVE",
      on: -90,
      status: "COMPLETED",
      cost: 2_400,
      vendor: "Volta Power Services",
      description: "Oil and filter change, 500-hour service",
    },
    {
      asset: "Toyota Coaster bus",
      kind: "REPAIR",
      on: -40,
      status: "COMPLETED",
      cost: 6_800,
      vendor: "Kantanka Motors",
      description: "Brake pads and discs replaced",
    },
    {
      asset: "Allen church organ",
      kind: "INSPECTION",
      on: -25,
      status: "COMPLETED",
      cost: 900,
      vendor: "Accra Organ Works",
      description: "Yearly tuning and inspection",
    },
    {
      asset: "Air conditioners (8)",
      kind: "PREVENTIVE",
      on: -12,
      status: "SCHEDULED",
      cost: 1_600,
      vendor: "CoolTech Ghana",
      description: "Clean filters and check gas",
    },
    {
      asset: "Borehole and water tank",
      kind: "INSPECTION",
      on: -3,
      status: "SCHEDULED",
      cost: 500,
      vendor: "AquaSafe",
      description: "Water quality test",
    },
    {
      asset: "Epson projector EB-L610",
      kind: "REPAIR",
      on: -2,
      status: "IN_PROGRESS",
      cost: 1_200,
      vendor: "Epson service centre",
      description: "Colour wheel noise",
    },
    {
      asset: "Perkins 60 kVA generator",
      kind: "PREVENTIVE",
      on: 14,
      status: "SCHEDULED",
      cost: 2_500,
      vendor: "Volta Power Services",
      description: "Next 500-hour service",
    },
    {
      asset: "Toyota Coaster bus",
      kind: "INSPECTION",
      on: 30,
      status: "SCHEDULED",
      cost: 350,
      vendor: "DVLA testing station",
      description: "Roadworthiness inspection",
    },
  ] as const;
  for (const w of work) {
    const item = byName(w.asset);
    await conn.insert(assetMaintenance).values({
      church: grace.id,
      asset: item.id,
      kind: w.kind,
      scheduled_for: addDays(today, w.on),
      status: w.status,
      cost: money(w.cost),
      vendor: w.vendor,
      description: w.description,
      completed_on: w.status === "COMPLETED" ? addDays(today, w.on + 1) : null,
      notes: w.status === "COMPLETED" ? "Done as planned." : "",
    });
    if (w.status === "IN_PROGRESS")
      await conn.update(assets).set({ status: "UNDER_MAINTENANCE" }).where(eq(assets.id, item.id));
  }

  // Status and value history: the old Mazda bus was retired, the Coaster revalued.
  const mazda = byName("Old Mazda bus");
  const coaster = byName("Toyota Coaster bus");
  await conn.update(assets).set({ status: "RETIRED" }).where(eq(assets.id, mazda.id));
  const at = (days: number) => new Date(Date.parse(`${addDays(today, days)}T10:00:00Z`));
  await conn.insert(assetHistory).values([
    {
      church: grace.id,
      asset: mazda.id,
      kind: "STATUS",
      from_status: "ACTIVE",
      to_status: "RETIRED",
      note: "Engine beyond repair; kept for spare parts.",
      changed_by: by,
      changed_at: at(-100),
    },
    {
      church: grace.id,
      asset: coaster.id,
      kind: "VALUE",
      old_value: money(360_000),
      new_value: coaster.current_value,
      note: "Insurance valuation",
      changed_by: by,
      changed_at: at(-35),
    },
  ]);

  if (files) {
    const name = await saveUpload(files, WARRANTY_PDF, ["application/pdf"], WARRANTY_PDF.length, {
      private: true,
    });
    await conn.insert(assetDocuments).values({
      church: grace.id,
      asset: byName("Perkins 60 kVA generator").id,
      title: "Generator warranty",
      kind: "WARRANTY",
      file: name,
      file_name: "Generator warranty.pdf",
      content_type: "application/pdf",
      size: WARRANTY_PDF.length,
      expires_on: addDays(today, 500),
      uploaded_by: by,
    });
  }
}
