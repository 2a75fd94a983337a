import type { LoginInput } from "@cm/contracts";
import { msg } from "@cm/contracts";
import { eq, sql } from "drizzle-orm";
import { churches, users } from "../../db/tables";
import { recordAudit } from "../../platform/audit";
import { verifyPassword } from "../../platform/auth/passwords";
import { presentUser } from "../../platform/auth/present-user";
import type { Principal } from "../../platform/auth/principal";
import { type TokenService, tokenNotValid } from "../../platform/auth/tokens";
import { verifyTotp } from "../../platform/auth/totp";
import type { Clock } from "../../platform/clock";
import { AppError } from "../../platform/errors";
import type { Data } from "../../platform/resources/scoped-data";
import type { LoginThrottle } from "./login-throttle";

type UserRow = typeof users.$inferSelect;

const invalidCredentials = () =>
  new AppError(401, "invalid_credentials", msg("Unable to sign in with the username and password provided."));

/** The token identity of a user: a local user's region is their church's region. */
async function principalFor(db: Data, u: UserRow): Promise<Principal> {
  let region = u.region;
  if (region === null && u.church !== null) {
    const [c] = await db.select({ region: churches.region }).from(churches).where(eq(churches.id, u.church));
    region = c?.region ?? null;
  }
  return {
    id: u.id,
    username: u.username,
    role: u.role,
    church: u.church,
    region,
    is_church_admin: u.is_church_admin,
    sessionVersion: u.session_version,
  };
}

export class AuthService {
  constructor(
    private readonly db: Data,
    private readonly tokens: TokenService,
    private readonly throttle: LoginThrottle,
    private readonly clock: Clock,
  ) {}

  /**
   * Signs a user in. The attempt is counted before the password is checked; every outcome is
   * audited with the address it came from (a failure names the username tried).
   */
  async login(input: LoginInput, ip: string) {
    const key = input.username.toLowerCase();
    try {
      await this.throttle.attempt(key, ip);
      const u = await this.checkCredentials(key, input);
      await this.throttle.succeeded(key, ip);
      const [updated] = await this.db
        .update(users)
        .set({ last_login: this.clock.now() })
        .where(eq(users.id, u.id))
        .returning();
      const principal = await principalFor(this.db, u);
      await recordAudit(this.db, { principal, ip, action: "sign_in", resource: "auth", objectId: u.id });
      return {
        access: await this.tokens.signAccess(principal),
        refresh: await this.tokens.issueRefresh(u.id),
        user: presentUser(updated ?? u),
      };
    } catch (error) {
      const code = error instanceof AppError ? error.code : "error";
      if (code === "otp_required") await this.throttle.succeeded(key, ip);
      else
        await recordAudit(this.db, {
          principal: null,
          ip,
          action: "sign_in_failed",
          resource: "auth",
          objectId: null,
          changes: { username: key, reason: code },
        });
      throw error;
    }
  }

  /** The active user whose password (and second factor, when on) the input proves. */
  private async checkCredentials(key: string, input: LoginInput): Promise<UserRow> {
    const [u] = await this.db.select().from(users).where(sql`lower(${users.username}) = ${key}`).limit(1);
    if (!(await verifyPassword(u?.password_hash, input.password)) || !u) throw invalidCredentials();
    if (!u.is_active) throw new AppError(401, "account_disabled", msg("This account has been deactivated."));
    if (!u.two_factor_enabled) return u;
    if (!input.otp)
      throw new AppError(401, "otp_required", msg("Enter the 6-digit code from your authenticator app."));
    if (!u.two_factor_secret || !verifyTotp(u.two_factor_secret, input.otp)) {
      throw new AppError(
        401,
        "invalid_otp",
        msg("This code is not valid. Check your authenticator app and try again."),
      );
    }
    return u;
  }

  /** Audits a sign-out by the user whose refresh token ended. */
  async auditSignOut(userId: number, ip: string) {
    const [u] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    const principal = u ? await principalFor(this.db, u) : null;
    await recordAudit(this.db, { principal, ip, action: "sign_out", resource: "auth", objectId: userId });
  }

  /** Rotates a refresh token: the old one is spent, a new one continues the family. */
  async refresh(raw: string) {
    const { userId, family } = await this.tokens.consumeRefresh(raw);
    const [u] = await this.db.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!u?.is_active) {
      await this.tokens.revokeFamily(family);
      throw tokenNotValid();
    }
    return {
      access: await this.tokens.signAccess(await principalFor(this.db, u)),
      refresh: await this.tokens.issueRefresh(u.id, family),
    };
  }
}
