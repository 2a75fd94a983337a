import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import { accessClaims, msg, role } from "@cm/contracts";
import { and, eq, gt, isNull } from "drizzle-orm";
import { SignJWT } from "jose";
import type { Db, Tx } from "../../db/client";
import { refreshTokens } from "../../db/tables";
import type { Clock } from "../clock";
import { AppError } from "../errors";
import type { Data } from "../resources/scoped-data";
import type { Principal } from "./principal";
import type { SessionGuard } from "./sessions";

const ALG = "HS256";
const sha256 = (raw: string) => createHash("sha256").update(raw).digest("hex");

/**
 * The payload of an HS256 token signed with `secret` and not expired at `now`, else null. Every
 * request checks one, so this is node:crypto's HMAC, synchronous, rather than a WebCrypto job:
 * the header must name HS256 (and nothing critical), the signature must match in constant time,
 * and `exp` (required) and `nbf` (if any) must hold.
 */
export function verifyHs256(token: string, secret: Uint8Array, now: Date): Record<string, unknown> | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [head = "", body = "", signature = ""] = parts;
  const expected = createHmac("sha256", secret).update(`${head}.${body}`).digest();
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const header = JSON.parse(Buffer.from(head, "base64url").toString("utf8")) as Record<string, unknown>;
    if (header.alg !== ALG || header.crit !== undefined) return null;
    const payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as unknown;
    if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return null;
    const claims = payload as Record<string, unknown>;
    const seconds = Math.floor(now.getTime() / 1000);
    if (typeof claims.exp !== "number" || claims.exp <= seconds) return null;
    if (claims.nbf !== undefined && (typeof claims.nbf !== "number" || claims.nbf > seconds)) return null;
    return claims;
  } catch {
    return null;
  }
}

export const tokenNotValid = () =>
  new AppError(401, "token_not_valid", msg("Your session has expired. Please sign in again."));

/** Access tokens (short JWTs) and refresh tokens (random, stored hashed, rotated on each use). */
export class TokenService {
  constructor(
    private readonly db: Db,
    private readonly secret: Uint8Array,
    private readonly accessMinutes: number,
    private readonly refreshDays: number,
    private readonly clock: Clock,
    readonly sessions: SessionGuard,
  ) {}

  signAccess(p: Principal): Promise<string> {
    const now = Math.floor(this.clock.now().getTime() / 1000);
    return new SignJWT({
      role: p.role,
      church_id: p.church,
      region_id: p.region,
      is_church_admin: p.is_church_admin,
      username: p.username,
      sv: p.sessionVersion,
    })
      .setProtectedHeader({ alg: ALG })
      .setSubject(String(p.id))
      .setIssuedAt(now)
      .setExpirationTime(now + this.accessMinutes * 60)
      .sign(this.secret);
  }

  /**
   * The principal of a valid access token that still speaks for its user (active, and issued
   * since their sessions last ended), or null.
   */
  async verifyAccess(token: string): Promise<Principal | null> {
    let principal: Principal;
    try {
      const payload = verifyHs256(token, this.secret, this.clock.now());
      if (!payload) return null;
      const claims = accessClaims.parse(payload);
      principal = {
        id: Number(claims.sub),
        username: typeof payload.username === "string" ? payload.username : "",
        role: role.parse(claims.role),
        church: claims.church_id,
        region: claims.region_id,
        is_church_admin: claims.is_church_admin,
        sessionVersion: claims.sv,
      };
    } catch {
      return null;
    }
    return (await this.sessions.isCurrent(principal.id, principal.sessionVersion)) ? principal : null;
  }

  /** Starts a new family (a sign-in) or continues one (a rotation). */
  async issueRefresh(userId: number, family: string = randomUUID()): Promise<string> {
    const raw = randomBytes(32).toString("base64url");
    await this.db.insert(refreshTokens).values({
      user: userId,
      family,
      token_hash: sha256(raw),
      expires_at: new Date(this.clock.now().getTime() + this.refreshDays * 86_400_000),
    });
    return raw;
  }

  /**
   * Marks a refresh token used and answers its user and family. A token presented a second
   * time means it was stolen or replayed: its whole family is revoked and the user's access
   * tokens end at once (see `endStolenSession`).
   */
  async consumeRefresh(raw: string): Promise<{ userId: number; family: string }> {
    const hash = sha256(raw);
    const now = this.clock.now();
    const [row] = await this.db
      .update(refreshTokens)
      .set({ used_at: now })
      .where(
        and(
          eq(refreshTokens.token_hash, hash),
          isNull(refreshTokens.used_at),
          isNull(refreshTokens.revoked_at),
          gt(refreshTokens.expires_at, now),
        ),
      )
      .returning({ userId: refreshTokens.user, family: refreshTokens.family });
    if (row) return row;
    const [reused] = await this.db
      .select({ family: refreshTokens.family, user: refreshTokens.user, used_at: refreshTokens.used_at })
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, hash));
    if (reused?.used_at) await this.endStolenSession(reused.family, reused.user);
    throw tokenNotValid();
  }

  /**
   * A replayed refresh token: nobody can tell the thief from the owner, so the family's refresh
   * tokens stop working and so do the access tokens already issued from it. Access tokens carry
   * the user's session version, not their family, so this is the same step as sign-out: every
   * access token of the user ends, and the user's other devices, whose refresh tokens still
   * work, get new ones on their next call. A version per family would spare them that one
   * refresh but cost a lookup of the family on every request.
   */
  private async endStolenSession(family: string, userId: number): Promise<void> {
    await this.db.transaction(async (tx) => {
      await this.revokeFamily(family, tx);
      await this.sessions.end(userId, tx);
    });
    this.sessions.forget(userId);
  }

  async revokeFamily(family: string, conn: Db | Tx | Data = this.db): Promise<void> {
    await conn
      .update(refreshTokens)
      .set({ revoked_at: this.clock.now() })
      .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revoked_at)));
  }

  /**
   * Ends every session of a user (password change, deactivation, deletion): the refresh tokens
   * stop working and so do the access tokens already issued. Answers the new session version.
   * Inside a transaction pass its handle: PGlite serialises connections, so using the pool there
   * would wait forever.
   */
  async revokeAllForUser(userId: number, conn: Db | Tx | Data = this.db): Promise<number> {
    await conn
      .update(refreshTokens)
      .set({ revoked_at: this.clock.now() })
      .where(and(eq(refreshTokens.user, userId), isNull(refreshTokens.revoked_at)));
    return this.sessions.end(userId, conn);
  }

  /**
   * Sign-out: revokes the family of a refresh token and ends the user's access tokens (their
   * other devices keep their own refresh tokens and get new access tokens on their next call).
   * Answers the user signed out, if the token was known.
   */
  async revokeByToken(raw: string): Promise<number | null> {
    const [row] = await this.db
      .select({ family: refreshTokens.family, user: refreshTokens.user })
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, sha256(raw)));
    if (!row) return null;
    await this.revokeFamily(row.family);
    await this.sessions.end(row.user);
    return row.user;
  }
}
