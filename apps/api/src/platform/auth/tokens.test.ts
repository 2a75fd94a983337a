import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { verifyHs256 } from "./tokens";

const secret = new TextEncoder().encode("s".repeat(48));
const now = new Date("2030-01-01T12:00:00Z");
const at = (d: Date) => Math.floor(d.getTime() / 1000);
const sign = (claims: Record<string, unknown>, key = secret, alg = "HS256") =>
  new SignJWT(claims)
    .setProtectedHeader({ alg })
    .setSubject("7")
    .setIssuedAt(at(now))
    .setExpirationTime(at(now) + 900)
    .sign(key);

describe("HS256 access tokens", () => {
  it("accept a token signed with the secret, before it expires", async () => {
    const token = await sign({ role: "MEMBER" });
    expect(verifyHs256(token, secret, now)).toMatchObject({ sub: "7", role: "MEMBER" });
    expect(verifyHs256(token, secret, new Date(now.getTime() + 899_000))).not.toBeNull();
    expect(verifyHs256(token, secret, new Date(now.getTime() + 900_000))).toBeNull();
  });

  it("refuse another secret, another algorithm, an altered payload or a token that never expires", async () => {
    const token = await sign({ role: "MEMBER" });
    expect(verifyHs256(token, new TextEncoder().encode("t".repeat(48)), now)).toBeNull();
    expect(verifyHs256(await sign({ role: "MEMBER" }, secret, "HS512"), secret, now)).toBeNull();
    const [head, , signature] = token.split(".");
    const forged = Buffer.from(
      JSON.stringify({ sub: "7", role: "SUPER_ADMIN", exp: at(now) + 900 }),
    ).toString("base64url");
    expect(verifyHs256(`${head}.${forged}.${signature}`, secret, now)).toBeNull();
    const none = Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url");
    expect(verifyHs256(`${none}.${forged}.`, secret, now)).toBeNull();
    const forever = await new SignJWT({ role: "MEMBER" }).setProtectedHeader({ alg: "HS256" }).sign(secret);
    expect(verifyHs256(forever, secret, now)).toBeNull();
    expect(verifyHs256("not.a-token", secret, now)).toBeNull();
  });
});
