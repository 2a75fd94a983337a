import { ageOn, todayIso } from "@cm/contracts";
import { sql } from "drizzle-orm";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, expect, it } from "vitest";
import { signIn } from "../../test/factories";
import { startTestApp, type TestApp } from "../../test/harness";
import { members } from "../db/tables";
import { DEMO_CHURCH_ADMINS, seedDemo } from "./demo-seed";

const PASSWORD = "demo password for the seed test";
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  expect(await seedDemo(t.db, PASSWORD, t.app.files)).toBe(true);
});
afterAll(() => t.close());

const current = async (username: string) => {
  const { access } = await signIn(t, username, PASSWORD);
  return (
    await t.call({ method: "GET", url: "/api/subscriptions/subscriptions/current/", token: access })
  ).json();
};

it("seeds three plans with different feature sets, Premium having every feature", async () => {
  const plans = (await t.call({ method: "GET", url: "/api/subscriptions/plans/active_plans/" })).json();
  const counts = Object.fromEntries(
    plans.map((p: { name: string; features: Record<string, boolean> }) => [
      p.name,
      Object.values(p.features).filter(Boolean).length,
    ]),
  );
  expect(counts).toEqual({ Basic: 4, Standard: 9, Premium: 14 });
});

it("puts local_admin's church, Grace Cathedral, on ACTIVE Premium with 300+ days left", async () => {
  const sub = await current("local_admin");
  expect(sub).toMatchObject({ church_name: "Grace Cathedral", status: "ACTIVE", plan_name: "Premium" });
  expect(sub.days_remaining).toBeGreaterThanOrEqual(300);
  expect(Object.values(sub.has_feature).every(Boolean)).toBe(true);
  const { access } = await signIn(t, "local_admin", PASSWORD);
  const stats = await t.call({
    method: "GET",
    url: `/api/churches/churches/${sub.church}/statistics/`,
    token: access,
  });
  expect(stats.statusCode).toBe(200);
});

it("gives the other churches' admins a trial, a grace period and an expired subscription", async () => {
  const states = [];
  for (const username of DEMO_CHURCH_ADMINS) states.push((await current(username)).status);
  expect(states).toEqual(["TRIAL", "GRACE_PERIOD", "EXPIRED"]);
});

it("gives Grace Cathedral members, events with attendance, a leadership team and Sunday-school classes", async () => {
  const { access } = await signIn(t, "local_admin", PASSWORD);
  const get = async (url: string) => (await t.call({ method: "GET", url, token: access })).json();
  // 60 people, three of them entered twice.
  expect((await get("/api/churches/members/")).count).toBe(63);
  const events = await get("/api/churches/events/");
  expect(events.count).toBeGreaterThan(0);
  expect(events.results.some((e: { attendance_count: number }) => e.attendance_count > 0)).toBe(true);
  expect((await get("/api/churches/church-leadership/current/")).length).toBeGreaterThan(0);
  expect((await get("/api/churches/sunday-schools/")).count).toBe(2);
});

it("gives the demo churches income, so the regions page shows it", async () => {
  const { access } = await signIn(t, "local_admin", PASSWORD);
  const summary = (
    await t.call({ method: "GET", url: "/api/finance/income/summary/", token: access })
  ).json();
  expect(summary.totals.length).toBeGreaterThan(0);
  expect(Number(summary.totals[0].total)).toBeGreaterThan(0);
});

it("keeps Grace Cathedral's members in twenty families, each with one head and every member in one", async () => {
  const { access } = await signIn(t, "local_admin", PASSWORD);
  const get = async (url: string) => (await t.call({ method: "GET", url, token: access })).json();
  const list = await get("/api/churches/households/?page_size=100");
  expect(list.count).toBe(20);
  expect(list.results.every((h: { head: number | null }) => h.head !== null)).toBe(true);
  const sizes = list.results.map((h: { member_count: number }) => h.member_count);
  expect(sizes.reduce((a: number, b: number) => a + b, 0)).toBe(60);
  const named = (name: string) => list.results.find((h: { name: string }) => h.name === name);
  const people = await get(`/api/churches/households/${named("Kofi Appiah's household").id}/members/`);
  expect(people.map((p: { role: string }) => p.role)).toEqual(["head", "spouse", "child"]);

  // Kofi Appiah: son of the elderly Appiahs, husband, and father of a daughter at home and of a
  // married son with his own household.
  const kofi = people[0].member;
  const kin = await get(`/api/churches/members/${kofi}/relationships/`);
  const kinds = kin.map((r: { kind: string }) => r.kind).sort();
  expect(kinds).toEqual(["child", "child", "parent", "parent", "spouse"]);
  const son = kin.find(
    (r: { kind: string; relative: number }) =>
      r.kind === "child" && !people.some((p: { member: number }) => p.member === r.relative),
  );
  const sonsHome = await get(`/api/churches/households/?member=${son.relative}`);
  expect(sonsHome.results[0].name).toBe("Samuel Appiah's household");
  expect(sonsHome.results[0].member_count).toBe(2);

  // A guardian and her ward, who keeps his own family name.
  const guardian = await get(`/api/churches/households/${named("The Tetteh family").id}/members/`);
  const ward = await get(`/api/churches/members/${guardian[0].member}/relationships/`);
  expect(ward.map((r: { kind: string }) => r.kind)).toEqual(["ward"]);
  expect(ward[0].relative_name).not.toMatch(/Tetteh$/);
});

it("gives Grace Cathedral three likely duplicates to merge, each record with attendance", async () => {
  const { access } = await signIn(t, "local_admin", PASSWORD);
  const get = async (url: string) => (await t.call({ method: "GET", url, token: access })).json();
  const pairs = await get("/api/churches/members/duplicates/");
  expect(pairs.results.map((p: { reasons: string[] }) => p.reasons)).toEqual([
    ["phone", "similar_name"],
    ["email"],
    ["name_birth"],
  ]);
  for (const pair of pairs.results) {
    for (const side of [pair.first, pair.second]) {
      const history = await get(`/api/churches/events/member-history/?member=${side.id}`);
      expect(history.count).toBeGreaterThan(0);
    }
  }
});

it("gives Grace Cathedral four fields of its own, with values on its members", async () => {
  const { access } = await signIn(t, "local_admin", PASSWORD);
  const res = await t.call({
    method: "GET",
    url: "/api/churches/member-fields/?page_size=50",
    token: access,
  });
  expect(res.statusCode, res.body).toBe(200);
  const fields = res.json().results as { id: number; label: string; type: string }[];
  expect(fields.map((f) => [f.label, f.type])).toEqual([
    ["Baptism date", "date"],
    ["Ministry interest", "choice"],
    ["Tithe envelope number", "number"],
    ["Hometown", "text"],
  ]);
  const [valued] = await t.db
    .execute(sql`select count(*)::int as n from ${members} where ${members.custom_fields} <> '{}'::jsonb`)
    .then((r) => (r as unknown as { rows: { n: number }[] }).rows);
  expect(valued?.n).toBeGreaterThan(0);
});

it("files every demo member under a category that fits their gender and age", async () => {
  // A member erased on request has no gender or birth date left to file by.
  const rows = (await t.db.select().from(members)).filter((m) => m.erased_at === null);
  expect(rows.length).toBeGreaterThan(0);
  const today = todayIso(t.clock.now());
  const misfiled = rows.filter((m) => {
    const age = m.date_of_birth ? ageOn(m.date_of_birth, today) : null;
    if (age === null) return true;
    switch (m.category) {
      case "Men":
        return m.gender !== "MALE" || age < 25;
      case "Women":
        return m.gender !== "FEMALE" || age < 25;
      case "Children":
        return age > 12;
      case "Youth":
        return age < 13 || age > 24;
      case "Elders":
        return age < 60;
      default:
        return true;
    }
  });
  expect(misfiled.map((m) => `${m.first_name} ${m.last_name}: ${m.category}, ${m.gender}`)).toEqual([]);
});

it("gives Grace Cathedral programs on the calendar, outcomes to fill in, a program to approve and a file", async () => {
  const { access } = await signIn(t, "local_admin", PASSWORD);
  const get = async (url: string) => (await t.call({ method: "GET", url, token: access })).json();
  const programs = await get("/api/programs/programs/?page_size=50");
  expect(programs.count).toBe(9);
  expect(
    new Set(programs.results.map((p: { category_name: string }) => p.category_name)).size,
  ).toBeGreaterThanOrEqual(6);
  expect(programs.results.filter((p: { status: string }) => p.status === "PENDING")).toHaveLength(1);
  const today = todayIso(t.clock.now());
  const calendar = await get(
    `/api/programs/programs/calendar/?year=${today.slice(0, 4)}&month=${Number(today.slice(5, 7))}`,
  );
  expect(calendar.days.flatMap((d: { occurrences: unknown[] }) => d.occurrences).length).toBeGreaterThan(5);
  expect((await get("/api/programs/occurrences/pending_update/")).length).toBeGreaterThan(0);
  const accomplished = await get("/api/programs/occurrences/?status=ACCOMPLISHED");
  expect(accomplished.count).toBeGreaterThan(10);
  expect((await get("/api/programs/attachments/")).count).toBe(1);
  expect((await get("/api/programs/reminders/")).count).toBe(2);
  const { access: bethel } = await signIn(t, DEMO_CHURCH_ADMINS[0] ?? "", PASSWORD);
  const theirs = await t.call({ method: "GET", url: "/api/programs/programs/", token: bethel });
  expect(theirs.json().count).toBe(3);
});

it("lets the demo finance_manager and local_treasurer keep Grace Cathedral's books", async () => {
  for (const username of ["finance_manager", "local_treasurer"]) {
    const { access } = await signIn(t, username, PASSWORD);
    const get = async (url: string) => t.call({ method: "GET", url, token: access });
    const books = await get("/api/finance/income/");
    expect(books.statusCode, username).toBe(200);
    expect(books.json().count, username).toBeGreaterThan(100);
    expect((await get("/api/finance/financial-years/current/")).json(), username).toMatchObject({
      is_current: true,
    });
  }
  // The finance manager approves an expense the treasurer submitted.
  const manager = (await signIn(t, "finance_manager", PASSWORD)).access;
  const pending = (
    await t.call({ method: "GET", url: "/api/finance/expenses/?status=PENDING", token: manager })
  ).json().results[0];
  expect(pending).toBeDefined();
  const approved = await t.call({
    method: "POST",
    url: `/api/finance/expenses/${pending.id}/approve/`,
    token: manager,
  });
  expect(approved.statusCode, approved.body).toBe(200);
});

it("gives twelve testimonies: published ones (featured, one anonymous), pending, rejected, two medical reports", async () => {
  const published = (await t.call({ method: "GET", url: "/api/testimonies/public/?page_size=50" })).json();
  expect(published.count).toBe(7);
  expect(published.results.slice(0, 2).every((r: { featured: boolean }) => r.featured)).toBe(true);
  expect(
    published.results.filter((r: { testifier_name: string }) => r.testifier_name.startsWith("A member of")),
  ).toHaveLength(1);
  const types = (await t.call({ method: "GET", url: "/api/testimonies/types/" })).json();
  expect(types.results.map((r: { name: string }) => r.name).sort()).toEqual([
    "Answered Prayer",
    "Deliverance",
    "Healing",
    "Provision",
    "Salvation",
  ]);
  const { access } = await signIn(t, "super_admin", PASSWORD);
  const all = (
    await t.call({ method: "GET", url: "/api/testimonies/testimonies/stats/", token: access })
  ).json();
  expect(all.total).toBe(12);
  const byStatus = Object.fromEntries(
    all.by_status.map((b: { key: string; count: number }) => [b.key, b.count]),
  );
  expect(byStatus).toMatchObject({ PENDING: 3, REJECTED: 1 });
  const documents = (
    await t.call({ method: "GET", url: "/api/testimonies/medical-documents/", token: access })
  ).json();
  expect(documents.count).toBe(2);
  const download = await t.call({
    method: "GET",
    url: `/api/testimonies/medical-documents/${documents.results[0].id}/download/`,
    token: access,
  });
  expect(download.rawPayload.subarray(0, 5).toString()).toBe("%PDF-");
});

it("gives Grace Cathedral about forty assets with assignments, maintenance and a warranty, and the global view totals", async () => {
  const { access } = await signIn(t, "local_admin", PASSWORD);
  const list = (url: string) => t.call({ method: "GET", url, token: access }).then((r) => r.json());
  expect((await list("/api/assets/assets/?page_size=1")).count).toBe(40);
  const categories = (await list("/api/assets/categories/?page_size=100")).results.map(
    (c: { name: string }) => c.name,
  );
  expect(categories).toEqual(
    expect.arrayContaining(["Fixed Asset", "Movable Asset", "Vehicles", "Musical Instruments"]),
  );
  expect((await list("/api/assets/assignments/?is_open=true")).count).toBe(4);
  expect((await list("/api/assets/assignments/?is_open=false")).count).toBe(2);
  const maintenance = (await list("/api/assets/maintenance/?page_size=100")).results;
  expect(maintenance.filter((m: { is_overdue: boolean }) => m.is_overdue)).toHaveLength(2);
  expect(maintenance[0].is_overdue).toBe(true);
  expect(maintenance.filter((m: { status: string }) => m.status === "COMPLETED")).toHaveLength(3);
  const documents = await list("/api/assets/documents/");
  expect(documents.results[0]).toMatchObject({ kind: "WARRANTY", title: "Generator warranty" });
  const regional = await signIn(t, "regional_admin", PASSWORD);
  const global = (await t.call({ method: "GET", url: "/api/assets/global/", token: regional.access })).json();
  // Greater Accra: Grace Cathedral and Bethel; Living Waters is in Ashanti.
  expect(global.by_church.map((c: { church_name: string }) => c.church_name)).toEqual([
    "Bethel Community Church",
    "Grace Cathedral",
  ]);
  expect(global.count).toBe(46);
});

it("shows the public Grace Cathedral's featured campaign first and Bethel's, with a month of figures for local_admin", async () => {
  const shown = (await t.call({ method: "GET", url: "/api/marketing/campaigns/active_campaigns/" })).json();
  expect(shown.map((c: { title: string; placement: string }) => [c.title, c.placement])).toEqual([
    ["Harvest Convention 2026", "FEATURED"],
    ["Bethel Crusade in Kumasi", "STANDARD"],
  ]);
  expect(shown.map((c: { images: unknown[] }) => c.images.length)).toEqual([2, 1]);
  const poster = await t.call({ method: "GET", url: shown[0].images[0].thumb_url });
  expect([poster.statusCode, poster.headers["content-type"]]).toEqual([200, "image/webp"]);
  const { access } = await signIn(t, "local_admin", PASSWORD);
  const mine = (
    await t.call({ method: "GET", url: "/api/marketing/campaigns/by_church/", token: access })
  ).json();
  expect(mine.map((c: { status: string }) => c.status).sort()).toEqual([
    "ACTIVE",
    "DRAFT",
    "PENDING_REVIEW",
    "REJECTED",
  ]);
  const today = todayIso();
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000).toISOString().slice(0, 10);
  const figures = (
    await t.call({
      method: "GET",
      url: `/api/marketing/campaigns/performance/?from=${from}&to=${today}`,
      token: access,
    })
  ).json();
  expect(figures.days.filter((d: { impressions: number }) => d.impressions > 0)).toHaveLength(29);
  const payments = (
    await t.call({ method: "GET", url: "/api/marketing/payments/by_church/", token: access })
  ).json();
  expect(payments.map((p: { gateway: string }) => p.gateway).sort()).toEqual([
    "manual",
    "sandbox",
    "sandbox",
  ]);
});

it("makes the demo member an active affiliate with referrals in both states, rewards on hold and available, and withdrawals in every state", async () => {
  const { access } = await signIn(t, "member", PASSWORD);
  const dash = (
    await t.call({ method: "GET", url: "/api/affiliates/profiles/dashboard/", token: access })
  ).json();
  expect(dash).toMatchObject({ status: "ACTIVE", referral_code: "GRACE7KM" });
  expect(dash.referrals).toMatchObject({ REGISTERED: 1, CONVERTED: 1 });
  expect(dash.balances).toEqual([
    expect.objectContaining({ currency: "GHS", earned: "120.00", on_hold: "40.00", available: "10.00" }),
  ]);
  const withdrawals = (
    await t.call({ method: "GET", url: "/api/affiliates/withdrawals/", token: access })
  ).json();
  expect(withdrawals.results.map((w: { status: string }) => w.status).sort()).toEqual([
    "APPROVED",
    "CANCELLED",
    "PAID",
    "PENDING",
    "REJECTED",
  ]);
  const admin = (await signIn(t, "super_admin", PASSWORD)).access;
  const stats = (
    await t.call({ method: "GET", url: "/api/affiliates/profiles/stats/", token: admin })
  ).json();
  expect(stats.affiliates).toMatchObject({ ACTIVE: 2, PENDING: 1 });
});

it("links the demo member's account to a member record, and shows one member erased on request", async () => {
  const { access } = await signIn(t, "member", PASSWORD);
  const res = await t.call({ method: "POST", url: "/api/user-profile/export_my_data/", token: access });
  expect(res.statusCode).toBe(200);
  const files = unzipSync(new Uint8Array(res.rawPayload));
  const record = JSON.parse(Buffer.from(files["member_record.json"] ?? []).toString("utf8"));
  expect(record).toEqual([expect.objectContaining({ church_name: "Grace Cathedral" })]);
  const erased = (await t.db.select().from(members)).filter((m) => m.erased_at !== null);
  expect(erased).toEqual([
    expect.objectContaining({ first_name: "Erased", last_name: "member", phone: "", email: "", user: null }),
  ]);
});

it("links the demo member to their Grace Cathedral record, with a change for the office to confirm", async () => {
  const own = (await signIn(t, "member", PASSWORD)).access;
  const record = (
    await t.call({ method: "GET", url: "/api/user-profile/membership/record/", token: own })
  ).json();
  expect(record).toMatchObject({ linked: true, member: { church_name: "Grace Cathedral" } });
  expect(record.household.role).toBe("head");
  const office = (await signIn(t, "local_admin", PASSWORD)).access;
  const waiting = await t.call({
    method: "GET",
    url: "/api/churches/member-changes/?status=PENDING",
    token: office,
  });
  expect(waiting.json().results).toEqual([expect.objectContaining({ member: record.member.id })]);
});

it("gives Grace Cathedral a year of confirmed Sunday counts that agree with its books, one waiting, and the demo member's gifts", async () => {
  const { access } = await signIn(t, "local_admin", PASSWORD);
  const counts = await t.call({ method: "GET", url: "/api/giving/batches/?page_size=100", token: access });
  const statuses = counts.json().results.map((b: { status: string }) => b.status);
  expect(statuses.filter((s: string) => s === "CONFIRMED")).toHaveLength(52);
  const waiting = counts.json().results.filter((b: { status: string }) => b.status === "SUBMITTED");
  expect(waiting).toEqual([
    expect.objectContaining({
      submitted_by_name: expect.any(String),
      total: "1240.00",
      expected_total: "1240.00",
    }),
  ]);
  const rows = await t.db.execute<{ books: string; giving: string }>(sql`
    select (select sum(amount)::text from income where giving_batch_id is not null) as books,
           (select sum(amount)::text from giving_donations where is_final) as giving`);
  const [sums] = (rows as unknown as { rows: { books: string; giving: string }[] }).rows;
  expect(sums?.books).toBe(sums?.giving);
  const member = await signIn(t, "member", PASSWORD);
  const mine = await t.call({ method: "GET", url: "/api/giving/donations/mine/", token: member.access });
  expect(mine.json()).toMatchObject({ linked: true });
  expect(mine.json().gifts.length).toBeGreaterThan(0);
  expect(
    mine
      .json()
      .gifts.every((g: { fund_name: string }) =>
        ["Tithe", "Offering", "Building fund"].includes(g.fund_name),
      ),
  ).toBe(true);
});

it("gives Grace Cathedral pledges to the building fund, the demo member's with gifts toward it", async () => {
  const member = await signIn(t, "member", PASSWORD);
  const mine = await t.call({ method: "GET", url: "/api/giving/pledges/mine/", token: member.access });
  expect(mine.json()).toMatchObject({
    linked: true,
    pledges: expect.arrayContaining([
      expect.objectContaining({
        fund_name: "Building fund",
        amount: "5000.00",
        given: "1500.00",
        percent: 30,
      }),
    ]),
  });
  const office = (await signIn(t, "local_treasurer", PASSWORD)).access;
  const all = await t.call({ method: "GET", url: "/api/giving/pledges/", token: office });
  expect(all.json().count).toBe(3);
});

it("keeps a Lagos church's books in naira, so the national figures show cedis and naira apart", async () => {
  const lagos = await signIn(t, "lagos_admin", PASSWORD);
  const church = (
    await t.call({ method: "GET", url: "/api/churches/churches/mine/", token: lagos.access })
  ).json();
  expect(church).toMatchObject({ name: "Covenant Chapel Lagos", currency: "NGN", time_zone: "Africa/Lagos" });
  const own = (
    await t.call({ method: "GET", url: "/api/finance/income/summary/", token: lagos.access })
  ).json();
  expect(own.totals.map((x: { currency: string }) => x.currency)).toEqual(["NGN"]);
  const grace = (await signIn(t, "local_admin", PASSWORD)).access;
  expect(
    (await t.call({ method: "GET", url: "/api/churches/churches/mine/", token: grace })).json(),
  ).toMatchObject({
    name: "Grace Cathedral",
    currency: "GHS",
  });
  const national = (await signIn(t, "super_admin", PASSWORD)).access;
  const dashboard = (
    await t.call({ method: "GET", url: "/api/churches/churches/dashboard/?period=quarter", token: national })
  ).json();
  expect(dashboard.figures.finance.income.map((x: { currency: string }) => x.currency)).toEqual([
    "GHS",
    "NGN",
  ]);
});
