import { addDays, todayIso } from "@cm/contracts";
import type { Db, Tx } from "../../db/client";
import { churches, testimonies, testimonyDocuments, testimonyTypes, users } from "../../db/tables";
import { type FileStore, saveUpload } from "../../platform/files";
import { slugify } from "../../platform/slugs";

type Conn = Db | Tx;

const TYPES = [
  { name: "Healing", description: "Recovery from sickness or injury" },
  { name: "Provision", description: "Needs met: work, school fees, rent, food" },
  { name: "Salvation", description: "Coming to faith in Christ" },
  { name: "Deliverance", description: "Freedom from bondage, addiction or danger" },
  { name: "Answered Prayer", description: "A prayer answered" },
];

type DemoTestimony = {
  title: string;
  type: string;
  church: string;
  name: string;
  story: string;
  /** Days before today it happened. */
  ago: number;
  status: "PENDING" | "VERIFIED" | "REJECTED";
  published?: boolean;
  featured?: boolean;
  anonymous?: boolean;
  /** The demo user whose testimony it is. */
  user?: string;
  report?: string;
  reason?: string;
};

const GRACE = "Grace Cathedral";
const BETHEL = "Bethel Community Church";
const LIVING = "Living Waters Chapel";
const HOPE = "Hope Tabernacle";

const DEMO: DemoTestimony[] = [
  {
    title: "Healed after three years of back pain",
    type: "Healing",
    church: GRACE,
    name: "Akosua Darko",
    story:
      "For three years I could not sit through a whole service because of the pain in my lower back.\n\nThe church prayed for me in March. The next scan showed the disc had healed, and my doctor could not explain it.",
    ago: 40,
    status: "VERIFIED",
    published: true,
    featured: true,
    report: "Spine scan report.pdf",
  },
  {
    title: "School fees paid in full",
    type: "Provision",
    church: GRACE,
    name: "Kwabena Asare",
    story:
      "Our twins were about to be sent home from school. A stranger who heard the church announcement paid the whole term's fees.\n\nWe thank God for his people.",
    ago: 75,
    status: "VERIFIED",
    published: true,
    featured: true,
  },
  {
    title: "I found Christ at the youth camp",
    type: "Salvation",
    church: GRACE,
    name: "Yaw Ofori",
    story: "I came to the camp for the football. I left with a new life in Christ.",
    ago: 120,
    status: "VERIFIED",
    published: true,
  },
  {
    title: "Freed from gambling",
    type: "Deliverance",
    church: BETHEL,
    name: "Kojo Antwi",
    story:
      "Betting took my salary every month for five years. After the deliverance service I have not placed a bet.\n\nMy family eats well again.",
    ago: 60,
    status: "VERIFIED",
    published: true,
    anonymous: true,
  },
  {
    title: "A visa granted after two refusals",
    type: "Answered Prayer",
    church: BETHEL,
    name: "Adwoa Sarpong",
    story:
      "Two refusals, then the house fellowship prayed with me for a week. The third application was granted.",
    ago: 30,
    status: "VERIFIED",
    published: true,
  },
  {
    title: "Our baby came home from the hospital",
    type: "Healing",
    church: LIVING,
    name: "Esi Quaye",
    story:
      "Our son was born ten weeks early and the doctors gave him little chance.\n\nAfter six weeks in the ward he came home healthy.",
    ago: 90,
    status: "VERIFIED",
    published: true,
  },
  {
    title: "A job after eighteen months",
    type: "Provision",
    church: HOPE,
    name: "Nana Appiah",
    story: "Eighteen months of applications. The week after the fasting programme, two offers came.",
    ago: 20,
    status: "VERIFIED",
    published: true,
  },
  {
    title: "Tumour gone before the operation",
    type: "Healing",
    church: GRACE,
    name: "Demo Member",
    user: "member",
    story:
      "The doctors found a growth and booked an operation.\n\nThe scan on the morning of the operation showed nothing, and they sent me home.",
    ago: 10,
    status: "PENDING",
    report: "Hospital discharge letter.pdf",
  },
  {
    title: "Protected on the Kumasi road",
    type: "Deliverance",
    church: GRACE,
    name: "Kofi Mensah",
    story: "Our bus overturned on the way to Kumasi. All forty passengers walked away.",
    ago: 5,
    status: "PENDING",
  },
  {
    title: "Rent provided",
    type: "Provision",
    church: BETHEL,
    name: "Abena Owusu",
    story: "The landlord wanted two years in advance. The money came in time.",
    ago: 8,
    status: "PENDING",
  },
  {
    title: "Prayer for my exams",
    type: "Answered Prayer",
    church: GRACE,
    name: "Ama Boateng",
    story: "Please pray for my exams next month.",
    ago: 15,
    status: "REJECTED",
    reason:
      "This is a prayer request. Please send it to the prayer team; share your testimony after the exams.",
  },
  {
    title: "My father gave his life to Christ",
    type: "Salvation",
    church: LIVING,
    name: "Kwame Nkrumah Asante",
    story:
      "We prayed for my father for twenty years. At seventy-one he came to church and gave his life to Christ.",
    ago: 45,
    status: "VERIFIED",
  },
];

/** A small, valid one-page PDF carrying a line of text: the demo's medical reports. */
export function demoPdf(line: string): Buffer {
  const text = line.replace(/[()\\]/g, "");
  const stream = `BT /F1 14 Tf 72 760 Td (${text}) Tj ET`;
  const objects = [
    "<</Type/Catalog/Pages 2 0 R>>",
    "<</Type/Pages/Kids[3 0 R]/Count 1>>",
    "<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]/Resources<</Font<</F1 5 0 R>>>>/Contents 4 0 R>>",
    `<</Length ${stream.length}>>stream\n${stream}\nendstream`,
    "<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj${o}endobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) body += `${String(o).padStart(10, "0")} 00000 n \n`;
  body += `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, "latin1");
}

/**
 * The demo's testimony types and twelve testimonies across them and the four churches: verified
 * and public (two featured, one anonymous), one verified but kept private, pending and rejected,
 * two with a medical report (when a file store is given). Runs once.
 */
export async function seedDemoTestimonies(conn: Conn, files?: FileStore, today = todayIso()): Promise<void> {
  const [already] = await conn.select({ id: testimonyTypes.id }).from(testimonyTypes).limit(1);
  if (already) return;
  const types = await conn
    .insert(testimonyTypes)
    .values(TYPES.map((t) => ({ ...t, slug: slugify(t.name, "type") })))
    .returning();
  const churchRows = await conn.select({ id: churches.id, name: churches.name }).from(churches);
  const userRows = await conn.select({ id: users.id, username: users.username }).from(users);
  const admin = userRows.find((u) => u.username === "local_admin");
  for (const d of DEMO) {
    const church = churchRows.find((c) => c.name === d.church);
    const type = types.find((t) => t.name === d.type);
    if (!church || !type) continue;
    const verified = d.status === "VERIFIED";
    const testifier = userRows.find((u) => u.username === d.user)?.id ?? null;
    const [row] = await conn
      .insert(testimonies)
      .values({
        church: church.id,
        title: d.title,
        slug: slugify(d.title, "testimony"),
        type: type.id,
        story: d.story,
        testifier_name: d.name,
        testifier_user: testifier,
        shared_by: testifier ?? admin?.id ?? null,
        event_date: addDays(today, -d.ago),
        is_anonymous: d.anonymous ?? false,
        consent_to_publish: d.published ?? d.status === "PENDING",
        status: d.status,
        is_public: d.published ?? false,
        featured: d.featured ?? false,
        verification_note: verified ? "Spoken with the testifier and their pastor." : "",
        rejection_reason: d.reason ?? "",
        verified_by: verified ? (admin?.id ?? null) : null,
        verified_at: verified ? new Date(`${addDays(today, -d.ago + 3)}T10:00:00Z`) : null,
      })
      .returning();
    if (!row || !d.report || !files) continue;
    const pdf = demoPdf(`${d.report.replace(/\.pdf$/, "")} - ${d.name} (demo document)`);
    const name = await saveUpload(files, pdf, ["application/pdf"], pdf.length, { private: true });
    await conn.insert(testimonyDocuments).values({
      church: church.id,
      testimony: row.id,
      file: name,
      file_name: d.report,
      content_type: "application/pdf",
      size: pdf.length,
      uploaded_by: row.testifier_user,
    });
  }
}
