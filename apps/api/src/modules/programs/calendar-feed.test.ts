import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/harness";
import { escapeText, fold } from "./ics";
import { churchWithPrograms, FEEDS, makeOccurrence, makeProgram } from "./programs.test-support";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const feed = (token: string) => t.call({ method: "GET", url: `/api/programs/calendar.ics?token=${token}` });

describe("the calendar feed", () => {
  it("publishes one church's approved programs at a secret address a church admin can replace", async () => {
    const mine = await churchWithPrograms(t);
    const other = await churchWithPrograms(t);
    const soon = new Date(t.clock.now().getTime() + 86_400_000);
    const ours = await makeProgram(t.db, mine.church.id, {
      title: "Prayer, fasting; and praise",
      location: "Hall",
    });
    await makeOccurrence(t.db, ours, { starts_at: soon });
    const draft = await makeProgram(t.db, mine.church.id, { title: "Draft idea", status: "DRAFT" });
    await makeOccurrence(t.db, draft, { starts_at: soon });
    const theirs = await makeProgram(t.db, other.church.id, { title: "Their convention" });
    await makeOccurrence(t.db, theirs, { starts_at: soon });

    const none = await t.call({ method: "GET", url: `${FEEDS}current/`, token: mine.token });
    expect(none.json()).toBeNull();
    const rotated = await t.call({ method: "POST", url: `${FEEDS}rotate/`, token: mine.token, payload: {} });
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { token, path } = rotated.json();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(path).toBe(`/api/programs/calendar.ics?token=${token}`);

    const res = await feed(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/calendar/);
    expect(res.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(res.body).toContain("SUMMARY:Prayer\\, fasting\\; and praise");
    expect(res.body).not.toContain("Draft idea");
    expect(res.body).not.toContain("Their convention");
    expect(res.body.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    // A new address: the old one stops working at once.
    const again = await t.call({ method: "POST", url: `${FEEDS}rotate/`, token: mine.token, payload: {} });
    expect(again.json().token).not.toBe(token);
    expect((await feed(token)).statusCode).toBe(404);
    expect((await feed(again.json().token)).statusCode).toBe(200);
    expect((await feed("x".repeat(43))).statusCode).toBe(404);
  });

  it("only church admins replace it, only for their own church", async () => {
    const mine = await churchWithPrograms(t, { role: "LOCAL_SECRETARY" });
    const other = await churchWithPrograms(t);
    const refused = await t.call({ method: "POST", url: `${FEEDS}rotate/`, token: mine.token, payload: {} });
    expect(refused.statusCode).toBe(403);
    const foreign = await t.call({
      method: "POST",
      url: `${FEEDS}rotate/`,
      token: other.token,
      payload: { church: mine.church.id },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("writes iCalendar text by the rules", () => {
    expect(escapeText("a,b;c\\d\ne")).toBe("a\\,b\\;c\\\\d\\ne");
    const long = `SUMMARY:${"é".repeat(60)}`;
    expect(
      fold(long)
        .split("\r\n")
        .every((l) => Buffer.byteLength(l) <= 75),
    ).toBe(true);
    expect(fold(long).replaceAll("\r\n ", "")).toBe(long);
  });
});
