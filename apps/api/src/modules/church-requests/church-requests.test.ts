import { addDays, todayIso } from "@cm/contracts";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeChurch, makePlan, makeRegion, makeUser, signedInUser, signIn } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { auditLogs, churches, churchRequests, mailOutbox, subscriptions, users } from "../../db/tables";

let t: TestApp;
let region: Awaited<ReturnType<typeof makeRegion>>;
let church: Awaited<ReturnType<typeof makeChurch>>;
beforeAll(async () => {
  t = await startTestApp();
  region = await makeRegion(t.db);
  church = await makeChurch(t.db, region.id);
});
afterAll(() => t.close());

const URL = "/api/churches/requests/";
const file = (token: string, payload: Record<string, unknown> = {}) =>
  t.call({
    method: "POST",
    url: URL,
    token,
    payload: {
      church_name: "New Hope Chapel",
      region: region.id,
      contact_email: "hope@example.org",
      ...payload,
    },
  });
const act = (id: number, action: string, token: string, payload: Record<string, unknown> = {}) =>
  t.call({ method: "POST", url: `${URL}${id}/${action}/`, token, payload });
const mailsTo = async (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe("filing a request", () => {
  it("any member without church-admin rights files one, at most one pending at a time", async () => {
    const { user, token } = await signedInUser(t, { role: "MEMBER" });
    const res = await file(token, { address: "1 Hope Street", notes: "We meet in a school hall." });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      requested_by: user.id,
      requested_by_username: user.username,
      region: region.id,
      region_name: region.name,
      status: "PENDING",
      church: null,
      reviewed_by: null,
    });
    const again = await file(token);
    expect(again.statusCode).toBe(400);
    expect(again.json().non_field_errors[0]).toContain("already have a pending church request");
  });

  it("is refused to church admins, to regional officers and for an unknown region", async () => {
    const flagged = await signedInUser(t, { role: "MEMBER", church, isChurchAdmin: true });
    const localAdmin = await signedInUser(t, { role: "LOCAL_ADMIN", church });
    const regional = await signedInUser(t, { role: "REGIONAL_SECRETARY", church });
    for (const { token } of [flagged, localAdmin, regional]) expect((await file(token)).statusCode).toBe(403);
    const viewer = await signedInUser(t, { role: "VIEWER", church });
    const unknown = await file(viewer.token, { region: 999999 });
    expect(unknown.json()).toEqual({ region: ["Choose a valid region."] });
  });
});

describe("who sees requests", () => {
  it("the requester their own, regional officers their region's, national roles all; the badge counts them", async () => {
    const otherRegion = await makeRegion(t.db);
    const mine = await signedInUser(t, { role: "MEMBER" });
    const stranger = await signedInUser(t, { role: "MEMBER" });
    const here = (await file(mine.token)).json();
    const there = (await file(stranger.token, { region: otherRegion.id })).json();
    const ids = async (token: string, query = "page_size=100") =>
      (await t.call({ method: "GET", url: `${URL}?${query}`, token }))
        .json()
        .results.map((r: { id: number }) => r.id);

    expect(await ids(mine.token)).toEqual([here.id]);
    expect((await t.call({ method: "GET", url: `${URL}${there.id}/`, token: mine.token })).statusCode).toBe(
      404,
    );
    const regional = await signedInUser(t, { role: "REGIONAL_CORRESPONDENT", church });
    const seen = await ids(regional.token);
    expect(seen).toContain(here.id);
    expect(seen).not.toContain(there.id);
    const national = await signedInUser(t, { role: "STAFF" });
    expect(await ids(national.token)).toEqual(expect.arrayContaining([here.id, there.id]));

    const badge = await t.call({
      method: "GET",
      url: `${URL}?status=PENDING&page_size=1`,
      token: regional.token,
    });
    expect(badge.json().results).toHaveLength(1);
    const pendingHere = await t.db.select().from(churchRequests).where(eq(churchRequests.region, region.id));
    expect(badge.json().count).toBe(pendingHere.filter((r) => r.status === "PENDING").length);

    const mineOnly = await t.call({ method: "GET", url: `${URL}list_my_requests/`, token: mine.token });
    expect(mineOnly.json().map((r: { id: number }) => r.id)).toEqual([here.id]);
  });
});

describe("reviewing", () => {
  it("approval without a trial plan creates the church and its admin but no subscription", async () => {
    const requester = await signedInUser(t, { role: "MEMBER" });
    const request = (await file(requester.token, { church_name: "No Trial Church" })).json();
    const national = await signedInUser(t, { role: "NATIONAL_SECRETARY" });
    const res = await act(request.id, "approve", national.token);
    expect(res.statusCode).toBe(200);
    const churchId = res.json().church;
    expect(await t.db.select().from(subscriptions).where(eq(subscriptions.church, churchId))).toEqual([]);
  });

  it("approval creates the church, makes the requester its admin, starts the trial and e-mails them", async () => {
    await makePlan(t.db, "all", { name: "No trial", trial_days: 0 });
    await makePlan(t.db, "all", { name: "Retired trial", trial_days: 30, is_active: false });
    const trialPlan = await makePlan(t.db, "all", { name: "Starter", trial_days: 14 });
    await makePlan(t.db, "all", { name: "Later trial", trial_days: 60 });
    const requester = await makeUser(t.db, { role: "MEMBER" });
    await t.db.update(users).set({ email: "pastor.ama@example.org" }).where(eq(users.id, requester.id));
    const { access } = await signIn(t, requester.username);
    const request = (
      await file(access, {
        church_name: "Hope Chapel",
        address: "2 Palm Road",
        contact_phone: "+233 20 000 0000",
      })
    ).json();
    const officer = await signedInUser(t, { role: "REGIONAL_ADMIN", church });

    const res = await act(request.id, "approve", officer.token, { notes: "Welcome!" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "APPROVED",
      review_notes: "Welcome!",
      reviewed_by: officer.user.id,
      church: expect.any(Number),
    });
    expect(res.json().reviewed_at).not.toBeNull();
    const churchId = res.json().church;
    const [created] = await t.db.select().from(churches).where(eq(churches.id, churchId));
    expect(created).toMatchObject({
      name: "Hope Chapel",
      region: region.id,
      address: "2 Palm Road",
      phone: "+233 20 000 0000",
      email: "hope@example.org",
    });
    const [admin] = await t.db.select().from(users).where(eq(users.id, requester.id));
    expect(admin).toMatchObject({ church: churchId, is_church_admin: true, role: "LOCAL_ADMIN" });
    const [trial] = await t.db.select().from(subscriptions).where(eq(subscriptions.church, churchId));
    expect(trial).toMatchObject({
      plan: trialPlan.id,
      status: "TRIAL",
      is_trial: true,
      end_date: addDays(todayIso(), 14),
    });
    const [mail] = await mailsTo("pastor.ama@example.org");
    expect(mail?.subject).toBe("Your church request for Hope Chapel was approved");
    expect(mail?.text).toContain("14-day free trial of Starter");
    expect(mail?.text).toContain("Welcome!");
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, "approve"), eq(auditLogs.object_id, String(request.id))));
    expect(audit).toMatchObject({ resource: "church-requests", changes: { notes: "Welcome!" } });

    // Signed in again, the new admin's church has its trial.
    const fresh = await signIn(t, requester.username);
    const current = await t.call({
      method: "GET",
      url: "/api/subscriptions/subscriptions/current/",
      token: fresh.access,
    });
    expect(current.json()).toMatchObject({ status: "TRIAL", plan_name: "Starter", days_remaining: 14 });
    const twice = await act(request.id, "approve", officer.token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ code: "invalid_status", detail: "This request is already approved." });
  });

  it("a regional officer of another region cannot review; rejection e-mails the requester", async () => {
    const requester = await signedInUser(t, { role: "VIEWER" });
    const request = (await file(requester.token, { contact_email: "viewer.contact@example.org" })).json();
    const elsewhere = await signedInUser(t, { role: "REGIONAL_SECRETARY", church: await makeChurch(t.db) });
    expect((await act(request.id, "reject", elsewhere.token)).statusCode).toBe(404);
    const officer = await signedInUser(t, { role: "REGIONAL_SECRETARY", church });
    const before = (await t.db.select().from(churches)).length;
    // An account without an e-mail address of its own hears at the request's contact address.
    await t.db.update(users).set({ email: "" }).where(eq(users.id, requester.user.id));
    const res = await act(request.id, "reject", officer.token, { notes: "Please join Grace instead." });
    expect(res.json()).toMatchObject({
      status: "REJECTED",
      church: null,
      review_notes: "Please join Grace instead.",
    });
    expect((await t.db.select().from(churches)).length).toBe(before);
    const mails = await mailsTo("viewer.contact@example.org");
    expect(mails.map((m) => m.subject)).toEqual(["Your church request for New Hope Chapel was not approved"]);
    expect(mails[0]?.text).toContain("Please join Grace instead.");
    expect((await act(request.id, "cancel", requester.token)).statusCode).toBe(409);
  });

  it("only the requester cancels, while the request is pending", async () => {
    const requester = await signedInUser(t, { role: "MEMBER" });
    const request = (await file(requester.token)).json();
    const officer = await signedInUser(t, { role: "NATIONAL_CORRESPONDENT" });
    expect((await act(request.id, "cancel", officer.token)).statusCode).toBe(404);
    const res = await act(request.id, "cancel", requester.token);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe("CANCELLED");
    expect((await file(requester.token)).statusCode).toBe(201);
  });
});
