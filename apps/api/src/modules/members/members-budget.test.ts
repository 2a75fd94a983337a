import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/harness";
import { churchWithMembers, MEMBERS } from "./members.test-support";

// Query budgets of the common calls, once the short caches are warm (who the caller is and
// whether their session still holds: 5 s; the church's subscription features: 5 s; maintenance: 2 s).
// The app's clock stands still once they are warm, so a busy machine cannot let them expire.
let t: TestApp;
let token: string;
let id: number;
beforeAll(async () => {
  t = await startTestApp();
  ({ token } = await churchWithMembers(t));
  const created = await t.call({
    method: "POST",
    url: MEMBERS,
    token,
    payload: { first_name: "Ama", last_name: "Budget", phone: "+233 20 000 0001", email: "ama@example.org" },
  });
  id = created.json().id;
  t.clock.hold();
});
afterAll(() => t.close());

/** The statements one call runs. */
async function statements(call: () => Promise<{ statusCode: number }>, status = 200) {
  const before = t.queries();
  expect((await call()).statusCode).toBe(status);
  return t.queries() - before;
}

it("reading a member is one query, the row with its decorations", async () => {
  expect(await statements(() => t.call({ method: "GET", url: `${MEMBERS}${id}/`, token }))).toBe(1);
});

it("a list page is one statement: the page's rows and the bounded count", async () => {
  expect(await statements(() => t.call({ method: "GET", url: `${MEMBERS}?page_size=5`, token }))).toBe(1);
  expect(await statements(() => t.call({ method: "GET", url: `${MEMBERS}?search=budget`, token }))).toBe(1);
});

it("creating a member is one statement: the row and its audit row (its unique indexes check the phone and e-mail)", async () => {
  const control = t.transactionControl();
  const create = () =>
    t.call({
      method: "POST",
      url: MEMBERS,
      token,
      payload: {
        first_name: "Kofi",
        last_name: "Budget",
        phone: "+233 20 000 0002",
        email: "kofi@example.org",
      },
    });
  expect(await statements(create, 201)).toBe(1);
  // That one statement is a transaction of its own: no begin or commit goes with it.
  expect(t.transactionControl() - control).toBe(0);
});

it("changing a member is two statements, the row locked and loaded, then the write with its audit row", async () => {
  const change = () =>
    t.call({ method: "PATCH", url: `${MEMBERS}${id}/`, token, payload: { occupation: "Teacher" } });
  expect(await statements(change)).toBe(2);
});
