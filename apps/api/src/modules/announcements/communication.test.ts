import { addDays, todayIso } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { startSmtpServer } from "../../../test/smtp";
import { auditLogs, contactMessages } from "../../db/tables";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let admin: string;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await startTestApp({ config: { smtpUrl: smtp.url } });
  admin = (await signedInUser(t, { role: "SUPER_ADMIN" })).token;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe("announcements", () => {
  it("show drafts only to editors, and stamp the publication time", async () => {
    const draft = await t.call({
      method: "POST",
      url: "/api/announcements/",
      token: admin,
      payload: { title: "Draft", content: "Not yet" },
    });
    expect(draft.json()).toMatchObject({ status: "draft", published_at: null });
    const published = await t.call({
      method: "POST",
      url: "/api/announcements/",
      token: admin,
      payload: { title: "Harvest", content: "Harvest service on Sunday", status: "published" },
    });
    expect(published.json().published_at).not.toBeNull();
    const publicList = (
      await t.call({ method: "GET", url: "/api/announcements/?page=1&status=published" })
    ).json();
    expect(publicList.results.map((a: { title: string }) => a.title)).toEqual(["Harvest"]);
    expect((await t.call({ method: "GET", url: "/api/announcements/" })).json().count).toBe(1);
    expect((await t.call({ method: "GET", url: `/api/announcements/${draft.json().id}/` })).statusCode).toBe(
      404,
    );
    expect((await t.call({ method: "GET", url: "/api/announcements/", token: admin })).json().count).toBe(2);
  });
});

describe("broadcasts", () => {
  it("current/ answers what is on now, else what comes next", async () => {
    const none = await t.call({ method: "GET", url: "/api/broadcast/broadcasts/current/" });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
    const hour = 3_600_000;
    const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();
    const make = (title: string, start: number, end: number | null) =>
      t.call({
        method: "POST",
        url: "/api/broadcast/broadcasts/",
        token: admin,
        payload: {
          title,
          scheduled_start: at(start),
          scheduled_end: end === null ? null : at(end),
          stream_url: "https://video.example.org/live",
        },
      });
    await make("Last week", -200 * hour, -199 * hour);
    await make("Next week", 160 * hour, 162 * hour);
    expect((await t.call({ method: "GET", url: "/api/broadcast/broadcasts/current/" })).json().title).toBe(
      "Next week",
    );
    await make("On air", -1 * hour, 1 * hour);
    expect((await t.call({ method: "GET", url: "/api/broadcast/broadcasts/current/" })).json().title).toBe(
      "On air",
    );
    const backwards = await make("Backwards", 2 * hour, 1 * hour);
    expect(backwards.json()).toEqual({ scheduled_end: ["The end must be after the start."] });
    const badUrl = await t.call({
      method: "POST",
      url: "/api/broadcast/broadcasts/",
      token: admin,
      payload: { title: "x", scheduled_start: at(0), stream_url: "javascript:alert(1)" },
    });
    expect(badUrl.statusCode).toBe(400);
  });
});

describe("site banners", () => {
  it("active/ lists the banners in their window, publicly", async () => {
    const hour = 3_600_000;
    const post = (payload: object) =>
      t.call({ method: "POST", url: "/api/settings/announcements/", token: admin, payload });
    await post({ message: "Welcome to the new site" });
    await post({ message: "Expired", ends_at: new Date(t.clock.now().getTime() - hour).toISOString() });
    await post({ message: "Switched off", is_active: false });
    const active = await t.call({ method: "GET", url: "/api/settings/announcements/active/" });
    expect(active.json().map((b: { message: string }) => b.message)).toEqual(["Welcome to the new site"]);
  });
});

describe("contact messages", () => {
  const form = {
    name: "Kofi Boateng",
    email: "kofi@example.org",
    subject: "Baptism classes",
    message: "When do they start?",
  };

  it("anyone can send one; the super admin assigns, answers by e-mail and closes it", async () => {
    const sent = await t.call({ method: "POST", url: "/api/contact/messages/", payload: form });
    expect(sent.statusCode).toBe(201);
    const id = sent.json().id;
    expect(sent.json()).toMatchObject({ status: "NEW", user: null });

    const { user: staff } = await signedInUser(t, { role: "STAFF" });
    const assigned = await t.call({
      method: "POST",
      url: `/api/contact/messages/${id}/assign/`,
      token: admin,
      payload: { user_id: staff.id },
    });
    expect(assigned.json().assigned_to).toBe(staff.id);
    const answer = await t.call({
      method: "POST",
      url: "/api/contact/responses/",
      token: admin,
      payload: { message: id, body: "Classes start on the first Sunday of March." },
    });
    expect(answer.statusCode).toBe(201);
    const delivered = await t.call({
      method: "POST",
      url: `/api/contact/responses/${answer.json().id}/send_to_user/`,
      token: admin,
    });
    expect(delivered.json().sent_at).not.toBeNull();
    const mail = await smtp.waitFor("kofi@example.org");
    expect(mail.subject).toBe("Re: Baptism classes");
    expect(mail.text).toContain("first Sunday of March");
    const [row] = await t.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row?.status).toBe("IN_PROGRESS");

    const closed = await t.call({
      method: "POST",
      url: `/api/contact/messages/${id}/change_status/`,
      token: admin,
      payload: { status: "CLOSED" },
    });
    expect(closed.json().status).toBe("CLOSED");
    const bad = await t.call({
      method: "POST",
      url: `/api/contact/messages/${id}/change_status/`,
      token: admin,
      payload: { status: "LOST" },
    });
    expect(bad.statusCode).toBe(400);
  });

  it("answers in the language the visitor wrote in, whatever the office reads", async () => {
    const sent = await t.call({
      method: "POST",
      url: "/api/contact/messages/",
      headers: { "accept-language": "fr-CI,fr;q=0.9" },
      remoteAddress: "192.0.2.31",
      payload: { ...form, email: "awa@example.org", name: "Awa Koné", subject: "Baptême" },
    });
    expect(sent.statusCode).toBe(201);
    const answer = await t.call({
      method: "POST",
      url: "/api/contact/responses/",
      token: admin,
      payload: { message: sent.json().id, body: "Les cours commencent en mars." },
    });
    await t.call({
      method: "POST",
      url: `/api/contact/responses/${answer.json().id}/send_to_user/`,
      token: admin,
    });
    const mail = await smtp.waitFor("awa@example.org");
    expect(mail.subject).toBe("RE\u00a0: Baptême");
    expect(mail.text).toContain("Bonjour Awa Koné,");
  });

  it("the public form is rate limited per address", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push(
        (await t.call({ method: "POST", url: "/api/contact/messages/", payload: form })).statusCode,
      );
    expect(statuses.at(-1)).toBe(429);
  });
});

describe("audit log export", () => {
  it("is CSV with the list's filters, and neutralises formula cells", async () => {
    await t.db
      .insert(auditLogs)
      .values({ action: "create", resource: "branches", username: '=HYPERLINK("x")', object_id: "7" });
    const res = await t.call({
      method: "GET",
      url: "/api/audit/logs/export/?resource=branches",
      token: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("text/csv");
    expect(res.headers["content-disposition"]).toMatch(
      /attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const lines = res.body.trim().split("\n");
    expect(lines[0]).toBe("id,created_at,username,role,church,action,resource,object_id,ip_address,changes");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    const today = todayIso(t.clock.now());
    const dated = await t.call({
      method: "GET",
      url: `/api/audit/logs/?created_at__gte=${today}&created_at__lte=${today}`,
      token: admin,
    });
    expect(dated.json().count).toBeGreaterThan(0);
    const tomorrow = addDays(todayIso(t.clock.now()), 1);
    expect(
      (
        await t.call({ method: "GET", url: `/api/audit/logs/?created_at__gte=${tomorrow}`, token: admin })
      ).json().count,
    ).toBe(0);
  });
});
