import { createHash, randomBytes, randomUUID } from "node:crypto";
import { accessClaims, role } from "@cm/contracts";
import { and, eq, gt, isNull } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import type { Db, Tx } from "../../db/client";
import { refreshTokens } from "../../db/tables";
import { AppError } from "../errors";
import type { Principal } from "./principal";

const ALG = "HS256";
const sha256 = (raw: string) => createHash("sha256").update(raw).digest("hex");

export const tokenNotValid = () =>
  new AppError(401, "token_not_valid", "Your session has expired. Please sign in again.");

/** Access tokens (short JWTs) and refresh tokens (random, stored hashed, rotated on each use). */
export class TokenService {
  constructor(
    private readonly db: Db,
    private readonly secret: Uint8Array,
    private readonly accessMinutes: number,
    private readonly refreshDays: number,
  ) {}

  signAccess(p: Principal): Promise<string> {
    return new SignJWT({
      role: p.role,
      church_id: p.church,
      region_id: p.region,
      is_church_admin: p.is_church_admin,
      username: p.username,
    })
      .setProtectedHeader({ alg: ALG })
      .setSubject(String(p.id))
      .setIssuedAt()
      .setExpirationTime(`${this.accessMinutes}m`)
      .sign(this.secret);
  }

  /** The principal of a valid access token, or null for an invalid or expired one. */
  async verifyAccess(token: string): Promise<Principal | null> {
    try {
      const { payload } = await jwtVerify(token, this.secret, { algorithms: [ALG] });
      const claims = accessClaims.parse(payload);
      return {
        id: Number(claims.sub),
        username: typeof payload.username === "string" ? payload.username : "",
        role: role.parse(claims.role),
        church: claims.church_id,
        region: claims.region_id,
        is_church_admin: claims.is_church_admin,
      };
    } catch {
      return null;
    }
  }

  /** Starts a new family (a sign-in) or continues one (a rotation). */
  async issueRefresh(userId: number, family: string = randomUUID()): Promise<string> {
    const raw = randomBytes(32).toString("base64url");
    await this.db.insert(refreshTokens).values({
      user: userId,
      family,
      token_hash: sha256(raw),
      expires_at: new Date(Date.now() + this.refreshDays * 86_400_000),
    });
    return raw;
  }

  /**
   * Marks a refresh token used and answers its user and family. A token presented a second
   * time means it was stolen or replayed, so its whole family is revoked.
   */
  async consumeRefresh(raw: string): Promise<{ userId: number; family: string }> {
    const hash = sha256(raw);
    const now = new Date();
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
      .select({ family: refreshTokens.family, used_at: refreshTokens.used_at })
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, hash));
    if (reused?.used_at) await this.revokeFamily(reused.family);
    throw tokenNotValid();
  }

  async revokeFamily(family: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revoked_at: new Date() })
      .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revoked_at)));
  }

  /**
   * Ends every session of a user (password change, deactivation, deletion). Inside a
   * transaction pass its handle: PGlite serialises connections, so using the pool there would wait forever.
   */
  async revokeAllForUser(userId: number, conn: Db | Tx = this.db): Promise<void> {
    await conn
      .update(refreshTokens)
      .set({ revoked_at: new Date() })
      .where(and(eq(refreshTokens.user, userId), isNull(refreshTokens.revoked_at)));
  }

  /** Revokes the family of a refresh token, if the token is known (sign-out). */
  async revokeByToken(raw: string): Promise<void> {
    const [row] = await this.db
      .select({ family: refreshTokens.family })
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, sha256(raw)));
    if (row) await this.revokeFamily(row.family);
  }
}
