import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/harness";
import { auditLogs, members } from "../../db/tables";
import { makeMemberField } from "./member-fields.fixtures.test-support";
import { makeMember } from "./members.fixtures.test-support";
import { churchWithMembers, MEMBERS, multipart, readXlsx } from "./members.test-support";

const FIELDS = "/api/churches/member-fields/";
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A church with the four kinds of field the demo has, plus a yes/no one. */
async function churchWithFields() {
  const office = await churchWithMembers(t);
  const add = async (payload: Record<string, unknown>) => {
    const res = await t.call({ method: "POST", url: FIELDS, token: office.token, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number; label: string };
  };
  const baptism = await add({ label: "Baptism date", type: "date" });
  const ministry = await add({
    label: "Ministry interest",
    type: "choice",
    options: ["Choir", "Ushering", "Youth", "Media", "Children"],
    required: true,
    visibility: "members",
  });
  const envelope = await add({ label: "Tithe envelope number", type: "number", position: 2 });
  const hometown = await add({ label: "Hometown", type: "text", position: 3 });
  const tithes = await add({ label: "Pays tithes", type: "yes_no", position: 4 });
  return { ...office, baptism, ministry, envelope, hometown, tithes };
}

const addMember = (token: string, custom_fields: Record<string, unknown>, last = "Mensah") =>
  t.call({
    method: "POST",
    url: MEMBERS,
    token,
    payload: { first_name: "Ama", last_name: last, custom_fields },
  });

describe("the fields of a church", () => {
  it("adds, lists in order, changes and audits a field", async () => {
    const { token, church, ministry, hometown } = await churchWithFields();
    const list = await t.call({ method: "GET", url: FIELDS, token });
    expect(list.statusCode).toBe(200);
    expect(list.json().results.map((f: { label: string }) => f.label)).toEqual([
      "Baptism date",
      "Ministry interest",
      "Tithe envelope number",
      "Hometown",
      "Pays tithes",
    ]);
    expect(list.json().results[1]).toMatchObject({
      church: church.id,
      type: "choice",
      options: ["Choir", "Ushering", "Youth", "Media", "Children"],
      required: true,
      visibility: "members",
      is_active: true,
      value_count: 0,
    });
    const renamed = await t.call({
      method: "PATCH",
      url: `${FIELDS}${hometown.id}/`,
      token,
      payload: { label: "Home town", is_active: false },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ label: "Home town", is_active: false, options: [] });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.resource, "member-fields"), eq(auditLogs.object_id, String(ministry.id))));
    expect(audit?.action).toBe("create");
  });

  it("refuses a choice without options, an option twice, a label the church has, and a text field keeps no options", async () => {
    const { token } = await churchWithFields();
    const post = (payload: Record<string, unknown>) =>
      t.call({ method: "POST", url: FIELDS, token, payload });
    const none = await post({ label: "Department", type: "choice" });
    expect(none.statusCode).toBe(400);
    expect(none.json().options).toEqual(["Give a choice field at least one option."]);
    const twice = await post({ label: "Department", type: "choice", options: ["Choir", "choir"] });
    expect(twice.json().options).toEqual(["Give each option once."]);
    const taken = await post({ label: "hometown", type: "text" });
    expect(taken.statusCode).toBe(400);
    expect(Object.keys(taken.json())).toEqual(["label"]);
    for (const label of ["phone", "First Name", "id"]) {
      const standard = await post({ label, type: "text" });
      expect(standard.json().label).toEqual([
        "This name is taken by one of the standard member columns. Choose another.",
      ]);
    }
    const kind = await post({ label: "Shoe size", type: "colour" });
    expect(kind.json().type).toEqual(["Choose text, number, date, yes/no or choice."]);
    const text = await post({ label: "Nickname", type: "text", options: ["x"] });
    expect(text.statusCode).toBe(201);
    expect(text.json().options).toEqual([]);
  });

  it("keeps a church to 50 fields", async () => {
    const { token, church } = await churchWithMembers(t);
    for (let i = 0; i < 50; i++) await makeMemberField(t.db, church.id);
    const res = await t.call({
      method: "POST",
      url: FIELDS,
      token,
      payload: { label: "One more", type: "text" },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().non_field_errors).toEqual([
      "A church can have at most 50 member fields. Remove one you no longer use first.",
    ]);
  });

  it("keeps the type of a field members have values of, and the options they hold", async () => {
    const { token, ministry, envelope } = await churchWithFields();
    expect((await addMember(token, { [ministry.id]: "Choir" })).statusCode).toBe(201);
    const retype = await t.call({
      method: "PATCH",
      url: `${FIELDS}${ministry.id}/`,
      token,
      payload: { type: "text" },
    });
    expect(retype.statusCode).toBe(400);
    expect(retype.json().type).toEqual([
      "Members already have values for this field, so its type cannot change. Add a new field instead.",
    ]);
    const drop = await t.call({
      method: "PATCH",
      url: `${FIELDS}${ministry.id}/`,
      token,
      payload: { options: ["Ushering", "Youth"] },
    });
    expect(drop.statusCode).toBe(400);
    expect(Object.keys(drop.json())).toEqual(["options"]);
    const unused = await t.call({
      method: "PATCH",
      url: `${FIELDS}${ministry.id}/`,
      token,
      payload: { options: ["Choir", "Ushering", "Youth", "Media", "Children", "Prayer"] },
    });
    expect(unused.statusCode).toBe(200);
    const emptyRetype = await t.call({
      method: "PATCH",
      url: `${FIELDS}${envelope.id}/`,
      token,
      payload: { type: "text" },
    });
    expect(emptyRetype.statusCode).toBe(200);
  });

  it("puts the fields in a new order, which must name each of the church's fields once", async () => {
    const { token, baptism, ministry, envelope, hometown, tithes } = await churchWithFields();
    const order = [tithes.id, hometown.id, envelope.id, ministry.id, baptism.id];
    const res = await t.call({ method: "POST", url: `${FIELDS}reorder/`, token, payload: { ids: order } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().map((f: { id: number }) => f.id)).toEqual(order);
    const list = await t.call({ method: "GET", url: FIELDS, token });
    expect(list.json().results.map((f: { id: number }) => f.id)).toEqual(order);
    const partial = await t.call({
      method: "POST",
      url: `${FIELDS}reorder/`,
      token,
      payload: { ids: order.slice(1) },
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().ids).toEqual(["Give every field of the church once, in the new order."]);
  });

  it("answers 404 for another church's field, and leaves it as it was", async () => {
    const { hometown } = await churchWithFields();
    const other = await churchWithMembers(t);
    for (const method of ["GET", "PATCH", "DELETE"] as const) {
      const res = await t.call({
        method,
        url: `${FIELDS}${hometown.id}/`,
        token: other.token,
        ...(method === "PATCH" ? { payload: { label: "Taken" } } : {}),
      });
      expect(res.statusCode).toBe(404);
    }
  });
});

describe("a member's values", () => {
  it("keeps each value as its type: a number from text, yes/no as a boolean, a choice as its option", async () => {
    const { token, baptism, ministry, envelope, hometown, tithes } = await churchWithFields();
    const res = await addMember(token, {
      [baptism.id]: "2015-08-30",
      [ministry.id]: "choir",
      [envelope.id]: "112",
      [hometown.id]: "  Kumasi ",
      [tithes.id]: "yes",
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().custom_fields).toEqual({
      [baptism.id]: "2015-08-30",
      [ministry.id]: "Choir",
      [envelope.id]: 112,
      [hometown.id]: "Kumasi",
      [tithes.id]: true,
    });
    // A PATCH without the values leaves them; with them, a value left out is cleared.
    const id = res.json().id;
    const other = await t.call({
      method: "PATCH",
      url: `${MEMBERS}${id}/`,
      token,
      payload: { occupation: "Nurse" },
    });
    expect(other.json().custom_fields[String(envelope.id)]).toBe(112);
    const cleared = await t.call({
      method: "PATCH",
      url: `${MEMBERS}${id}/`,
      token,
      payload: { custom_fields: { [ministry.id]: "Media", [envelope.id]: null } },
    });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().custom_fields).toEqual({ [ministry.id]: "Media" });
  });

  it("refuses each wrong value on its own field, in plain words", async () => {
    const { token, baptism, ministry, envelope, tithes } = await churchWithFields();
    const res = await addMember(token, {
      [baptism.id]: "30/08/2015",
      [ministry.id]: "Dancing",
      [envelope.id]: "twelve",
      [tithes.id]: "maybe",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      [`custom_fields.${baptism.id}`]: ["Enter a date as YYYY-MM-DD."],
      [`custom_fields.${ministry.id}`]: ["Choose one of this field's options."],
      [`custom_fields.${envelope.id}`]: ["Enter a number, such as 12 or 4.5."],
      [`custom_fields.${tithes.id}`]: ["Choose yes or no."],
    });
    const missing = await addMember(token, { [envelope.id]: 7 });
    expect(missing.json()).toEqual({ [`custom_fields.${ministry.id}`]: ["This field is required."] });
    const wrongKind = await addMember(token, { [ministry.id]: "Choir", [envelope.id]: true });
    expect(wrongKind.json()).toEqual({
      [`custom_fields.${envelope.id}`]: ["Enter a number, such as 12 or 4.5."],
    });
  });

  it("refuses another church's field, and a turned-off field's new value", async () => {
    const mine = await churchWithFields();
    const theirs = await churchWithFields();
    const foreign = await addMember(mine.token, {
      [mine.ministry.id]: "Choir",
      [theirs.hometown.id]: "Accra",
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      [`custom_fields.${theirs.hometown.id}`]: ["This church has no such member field."],
    });
    await t.call({
      method: "PATCH",
      url: `${FIELDS}${mine.hometown.id}/`,
      token: mine.token,
      payload: { is_active: false },
    });
    const off = await addMember(mine.token, { [mine.ministry.id]: "Choir", [mine.hometown.id]: "Accra" });
    expect(off.json()).toEqual({
      [`custom_fields.${mine.hometown.id}`]: [
        "This field is turned off; turn it on before changing its values.",
      ],
    });
  });

  it("filters the list by a field's value, whatever its type", async () => {
    const { token, ministry, envelope, tithes } = await churchWithFields();
    await addMember(token, { [ministry.id]: "Choir", [envelope.id]: 12, [tithes.id]: true }, "Choirone");
    await addMember(token, { [ministry.id]: "Choir", [envelope.id]: 13 }, "Choirtwo");
    await addMember(token, { [ministry.id]: "Media", [tithes.id]: false }, "Mediaone");
    const names = async (query: string) => {
      const res = await t.call({ method: "GET", url: `${MEMBERS}?ordering=last_name&${query}`, token });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().results.map((m: { last_name: string }) => m.last_name);
    };
    expect(await names(`field=${ministry.id}:Choir`)).toEqual(["Choirone", "Choirtwo"]);
    expect(await names(`field=${envelope.id}:13`)).toEqual(["Choirtwo"]);
    expect(await names(`field=${tithes.id}:yes`)).toEqual(["Choirone"]);
    expect(await names(`field=${tithes.id}:no`)).toEqual(["Mediaone"]);
    const bad = await t.call({ method: "GET", url: `${MEMBERS}?field=Choir`, token });
    expect(bad.statusCode).toBe(400);
  });

  it("deleting a field removes its values from every member, and counts them first", async () => {
    const { token, ministry, hometown } = await churchWithFields();
    const a = (await addMember(token, { [ministry.id]: "Choir", [hometown.id]: "Ho" }, "One")).json();
    await addMember(token, { [ministry.id]: "Youth", [hometown.id]: "Tamale" }, "Two");
    const field = await t.call({ method: "GET", url: `${FIELDS}${hometown.id}/`, token });
    expect(field.json().value_count).toBe(2);
    const res = await t.call({ method: "DELETE", url: `${FIELDS}${hometown.id}/`, token });
    expect(res.statusCode).toBe(204);
    const [row] = await t.db.select().from(members).where(eq(members.id, a.id));
    expect(row?.custom_fields).toEqual({ [ministry.id]: "Choir" });
  });
});

describe("import, export and template", () => {
  it("the template and the export carry the church's active fields by label", async () => {
    const { token, church, ministry, envelope } = await churchWithFields();
    await makeMember(t.db, church.id, {
      first_name: "Kojo",
      custom_fields: { [ministry.id]: "Media", [envelope.id]: 40 },
    });
    const template = await readXlsx(
      (await t.call({ method: "GET", url: `${MEMBERS}template/`, token })).rawPayload,
    );
    expect(template[0]?.slice(-5)).toEqual([
      "Baptism date",
      "Ministry interest",
      "Tithe envelope number",
      "Hometown",
      "Pays tithes",
    ]);
    expect(template[1]?.slice(-5)).toEqual(["2016-03-27", "Choir", "12", "", "yes"]);
    const csv = await t.call({ method: "GET", url: `${MEMBERS}export/?format=csv`, token });
    expect(csv.statusCode).toBe(200);
    const [header, line] = csv.body.replace("\uFEFF", "").trim().split(/\r?\n/);
    expect(header).toMatch(
      /,Notes,Household,Role in household,Baptism date,Ministry interest,Tithe envelope number,Hometown,Pays tithes$/,
    );
    // The church's "Baptism date" keeps its label; the standard column is headed by its name.
    expect(header?.split(",").filter((h) => /baptism/i.test(h))).toEqual(["baptism_date", "Baptism date"]);
    expect(line).toMatch(/,,Media,40,,$/);
  });

  it("imports a field column by its label, checked by type, with errors named by the label", async () => {
    const { token, church, ministry, envelope, baptism } = await churchWithFields();
    const upload = (csv: string) =>
      t.call({
        method: "POST",
        url: `${MEMBERS}import/`,
        token,
        ...multipart({}, { name: "members.csv", bytes: Buffer.from(csv) }),
      });
    const bad = await upload(
      "first_name,last_name,baptism_date,Baptism date,ministry interest,Tithe envelope number\r\nYaw,Mensah,,2014-02-30,Choir,12\r\nAbena,Owusu,,,Drums,x\r\n",
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { row: 2, field: "Baptism date", column: "Baptism date", message: "Enter a date as YYYY-MM-DD." },
      {
        row: 3,
        field: "Ministry interest",
        column: "Ministry interest",
        message: "Choose one of this field's options.",
      },
      {
        row: 3,
        field: "Tithe envelope number",
        column: "Tithe envelope number",
        message: "Enter a number, such as 12 or 4.5.",
      },
    ]);
    const good = await upload(
      "first_name,last_name,baptism_date,Baptism date,ministry interest,Tithe envelope number\r\nYaw,Mensah,2014-02-01,2014-02-28,youth,12\r\n",
    );
    expect(good.statusCode, good.body).toBe(200);
    const [row] = await t.db.select().from(members).where(eq(members.church, church.id));
    expect(row?.baptism_date).toBe("2014-02-01");
    expect(row?.custom_fields).toEqual({
      [baptism.id]: "2014-02-28",
      [ministry.id]: "Youth",
      [envelope.id]: 12,
    });
    const noColumn = await upload("first_name,last_name\r\nYaw,Osei\r\n");
    expect(noColumn.statusCode).toBe(400);
    expect(noColumn.json().file).toEqual([
      "The first row must name a column for each required field: Ministry interest. Download the template to see them.",
    ]);
  });
});
