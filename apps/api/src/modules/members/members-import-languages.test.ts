import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/harness";
import { members, users } from "../../db/tables";
import { SESSION_CHECK_MS } from "../../platform/auth/sessions";
import { churchWithMembers, MEMBERS, multipart, readXlsx } from "./members.test-support";

// The members' spreadsheets in the reader's language: headed in their words, read back in any.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const upload = (token: string, bytes: Buffer, name = "members.xlsx") =>
  t.call({ method: "POST", url: `${MEMBERS}import/`, token, ...multipart({}, { name, bytes }) });
const membersOf = (church: number) => t.db.select().from(members).where(eq(members.church, church));

it("heads the template in the reader's language, and a file headed in one language imports for a reader of another", async () => {
  const { church, user, token } = await churchWithMembers(t);
  // The user's language as their profile sets it, read again once the session check is due.
  const speak = async (language: "fr" | "pt" | "sw" | "en") => {
    await t.db.update(users).set({ language }).where(eq(users.id, user.id));
    t.clock.advance(SESSION_CHECK_MS);
  };
  await speak("fr");
  const french = await t.call({ method: "GET", url: `${MEMBERS}template/`, token });
  const rows = await readXlsx(french.rawPayload);
  expect(rows[0]?.slice(0, 5)).toEqual(["Prénom", "Nom", "Autres noms", "Sexe", "Date de naissance"]);
  expect(rows[0]?.at(-1)).toBe("Rôle dans le foyer");
  await speak("en");
  const res = await upload(token, french.rawPayload);
  expect(res.statusCode, res.body).toBe(200);
  expect(await membersOf(church.id)).toMatchObject([{ first_name: "Ama", date_of_birth: "1990-04-21" }]);
  // A missing column is named in the reader's words; a row's problem carries its column's heading.
  await speak("pt");
  const headless = await upload(token, Buffer.from("Sexe,Telefone\nFEMALE,0244\n"), "m.csv");
  expect(headless.json().file).toEqual([expect.stringContaining("Nome próprio e Apelido")]);
  await speak("sw");
  const bad = await upload(token, Buffer.from("Prénom,Nom,Sexe\nAma,Owusu,X\n"), "m.csv");
  expect(bad.json().errors).toMatchObject([{ row: 2, field: "gender", column: "Jinsia" }]);
});
