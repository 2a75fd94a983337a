import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInUser } from "../../../test/factories";
import { startTestApp, type TestApp } from "../../../test/harness";
import { programAttachments, programParticipants } from "../../db/tables";
import { makeMember } from "../members/members.fixtures.test-support";
import { multipart } from "../members/members.test-support";
import {
  ATTACHMENTS,
  churchWithPrograms,
  makeOccurrence,
  makeProgram,
  PARTICIPANTS,
} from "./programs.test-support";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");
const upload = (token: string, fields: Record<string, string>, name: string, bytes: Buffer) =>
  t.call({ method: "POST", url: `${ATTACHMENTS}upload/`, token, ...multipart(fields, { name, bytes }) });
const filesOf = (program: number) =>
  t.db.select().from(programAttachments).where(eq(programAttachments.program, program));

describe("files of a program", () => {
  it("keeps a PDF with a date and serves it as a download to readers only", async () => {
    const { church, token } = await churchWithPrograms(t);
    const program = await makeProgram(t.db, church.id);
    const date = await makeOccurrence(t.db, program);
    const res = await upload(token, { occurrence: String(date.id) }, "Minutes — March.pdf", PDF);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      program: program.id,
      occurrence: date.id,
      file_name: "Minutes — March.pdf",
      content_type: "application/pdf",
      size: PDF.length,
    });
    const download = await t.call({ method: "GET", url: `${ATTACHMENTS}${res.json().id}/download/`, token });
    expect(download.statusCode).toBe(200);
    expect(download.headers["content-disposition"]).toBe('attachment; filename="Minutes _ March.pdf"');
    expect(download.headers["x-content-type-options"]).toBe("nosniff");
    expect(download.rawPayload.equals(PDF)).toBe(true);
    // The stored file is private: the public file route does not serve it, even by its name.
    const [stored] = await filesOf(program.id);
    expect(stored?.file).toMatch(/^private-/);
    expect((await t.call({ method: "GET", url: `/api/files/${stored?.file}` })).statusCode).toBe(404);
    const { token: treasurer } = await signedInUser(t, { role: "LOCAL_TREASURER", church });
    const list = await t.call({
      method: "GET",
      url: `${ATTACHMENTS}?occurrence=${date.id}`,
      token: treasurer,
    });
    expect(list.json().results).toHaveLength(1);
    const { token: viewer } = await signedInUser(t, { role: "VIEWER", church });
    const refused = await t.call({
      method: "GET",
      url: `${ATTACHMENTS}${res.json().id}/download/`,
      token: viewer,
    });
    expect(refused.statusCode).toBe(403);
  });

  it("re-encodes pictures and refuses a page renamed .pdf (415), a file over 20 MB (413)", async () => {
    const { church, token } = await churchWithPrograms(t);
    const program = await makeProgram(t.db, church.id);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#ff0000" } })
      .png()
      .toBuffer();
    const picture = await upload(token, { program: String(program.id) }, "flyer.png", png);
    expect(picture.json()).toMatchObject({ content_type: "image/webp", file_name: "flyer.webp" });
    const html = Buffer.from("<!doctype html><html><script>alert(1)</script></html>");
    const disguised = await upload(token, { program: String(program.id) }, "minutes.pdf", html);
    expect(disguised.statusCode).toBe(415);
    // Up to 20 MB is kept (more than the 10 MB of receipts and pictures elsewhere).
    const large = await upload(
      token,
      { program: String(program.id) },
      "report.pdf",
      Buffer.concat([PDF, Buffer.alloc(15 * 1_048_576)]),
    );
    expect(large.statusCode, large.body).toBe(200);
    const big = Buffer.concat([PDF, Buffer.alloc(20 * 1_048_576)]);
    const tooBig = await upload(token, { program: String(program.id) }, "big.pdf", big);
    expect(tooBig.statusCode).toBe(413);
    expect(await filesOf(program.id)).toHaveLength(2);
  });

  it("needs the plan's document storage to upload, and another church's program answers 404", async () => {
    const noStorage = await churchWithPrograms(t, { features: { PROGRAM_MANAGEMENT: true } });
    const program = await makeProgram(t.db, noStorage.church.id);
    const gated = await upload(noStorage.token, { program: String(program.id) }, "a.pdf", PDF);
    expect(gated.statusCode).toBe(403);
    expect(gated.json()).toMatchObject({ code: "feature_not_available", feature: "DOCUMENT_STORAGE" });
    const other = await churchWithPrograms(t);
    const theirs = await upload(other.token, { program: String(program.id) }, "a.pdf", PDF);
    expect(theirs.statusCode).toBe(404);
    const badField = await upload(other.token, { program: "x1" }, "a.pdf", PDF);
    expect(badField.statusCode).toBe(400);
    expect(badField.json()).toHaveProperty("program");
    expect(await filesOf(program.id)).toHaveLength(0);
  });
});

describe("participants", () => {
  it("a member takes part once per date; a guest needs a name; another church's member is 404", async () => {
    const { church, token } = await churchWithPrograms(t);
    const program = await makeProgram(t.db, church.id);
    const date = await makeOccurrence(t.db, program);
    const member = await makeMember(t.db, church.id, { first_name: "Ama", last_name: "Owusu" });
    const add = (payload: Record<string, unknown>) =>
      t.call({ method: "POST", url: PARTICIPANTS, token, payload });
    const first = await add({ occurrence: date.id, member: member.id, role: "SPEAKER" });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ program: program.id, occurrence: date.id, name: "Ama Owusu" });
    const twice = await add({ occurrence: date.id, member: member.id, role: "HOST" });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().member[0]).toMatch(/already takes part in this date/);
    // The same member may still take part in the program as a whole.
    expect((await add({ program: program.id, member: member.id })).statusCode).toBe(201);
    const nameless = await add({ program: program.id, guest_phone: "+233 20 000 0000" });
    expect(nameless.json()).toHaveProperty("guest_name");
    const guest = await add({ program: program.id, guest_name: "Rev. Mensah", role: "SPEAKER" });
    expect(guest.json()).toMatchObject({ name: "Rev. Mensah", member: null });
    const other = await churchWithPrograms(t);
    const theirMember = await makeMember(t.db, other.church.id);
    const foreign = await add({ program: program.id, member: theirMember.id });
    expect(foreign.statusCode).toBe(404);
    const theirProgram = await makeProgram(t.db, other.church.id);
    expect((await add({ program: theirProgram.id, guest_name: "X" })).statusCode).toBe(404);
    const rows = await t.db
      .select()
      .from(programParticipants)
      .where(eq(programParticipants.program, program.id));
    expect(rows).toHaveLength(3);
    const wholeProgram = await t.call({
      method: "GET",
      url: `${PARTICIPANTS}?program=${program.id}&whole_program=true`,
      token,
    });
    expect(wholeProgram.json().results).toHaveLength(2);
  });
});
