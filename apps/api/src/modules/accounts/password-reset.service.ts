import { createHash, randomBytes } from "node:crypto";
import { msg } from "@cm/contracts";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { passwordResetTokens, users } from "../../db/tables";
import { checkPasswordPolicy } from "../../platform/auth/password-policy";
import { hashPassword } from "../../platform/auth/passwords";
import { AppError } from "../../platform/errors";
import { languageOfUser, translator } from "../../platform/i18n";
import type { RateLimit } from "../../platform/rate-limits";
import { systemContext } from "../../platform/system-context";

const LINK_HOURS = 1;
const sha256 = (raw: string) => createHash("sha256").update(raw).digest("hex");
const invalidLink = () =>
  new AppError(
    400,
    "invalid_reset_link",
    msg("This link is invalid or has expired. Please ask for a new one."),
  );

/** `uid` in reset links: the user id in base 36, so links stay short. */
const encodeUid = (id: number) => id.toString(36);
const decodeUid = (uid: string) => (/^[0-9a-z]{1,12}$/.test(uid) ? Number.parseInt(uid, 36) : Number.NaN);

/** Password reset by e-mail: one-time links that expire after an hour. */
export class PasswordResetService {
  // Links are mailed at most 3 times an hour to one address and 10 times an hour from one
  // client address; beyond that the request answers the same and sends nothing.
  private readonly perEmail: RateLimit;
  private readonly perAddress: RateLimit;

  constructor(private readonly app: FastifyInstance) {
    this.perEmail = app.rateLimits.limit("password-reset:email", 3, 3600);
    this.perAddress = app.rateLimits.limit("password-reset:address", 10, 3600);
  }

  /**
   * Sends a link when the address belongs to an active account and neither limit is used up;
   * silent otherwise, so the answer tells nothing about the address.
   */
  async request(email: string, siteUrl: string, ip: string): Promise<void> {
    const waits = await Promise.all([this.perAddress.take(ip), this.perEmail.take(email.toLowerCase())]);
    if (waits.some((w) => w > 0)) {
      this.app.log.warn({ ip }, "password-reset requests limited");
      return;
    }
    const [u] = await systemContext(this.app, "accounts.password-reset")
      .data.select()
      .from(users)
      .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.is_active, true)))
      .limit(1);
    if (!u || !email) return;
    const raw = randomBytes(32).toString("base64url");
    await systemContext(this.app, "accounts.password-reset")
      .data.insert(passwordResetTokens)
      .values({
        user: u.id,
        token_hash: sha256(raw),
        expires_at: new Date(this.app.clock.now().getTime() + LINK_HOURS * 3_600_000),
      });
    const link = `${siteUrl}/reset-password-confirm/${encodeUid(u.id)}/${raw}`;
    // In the language the user reads the app in.
    const t = translator(await languageOfUser(systemContext(this.app, "accounts.password-reset").data, u.id));
    await this.app.mailer.send({
      to: u.email,
      subject: t("Reset your password"),
      text: [
        t("Hello {name},", { name: u.first_name || u.username }),
        "",
        t("Someone asked to reset the password of your church management account."),
        t("To choose a new password, open this link within {hours, plural, one {# hour} other {# hours}}:", {
          hours: LINK_HOURS,
        }),
        "",
        link,
        "",
        t("If you did not ask for this, you can ignore this message; your password stays as it is."),
      ].join("\n"),
    });
  }

  private async find(uid: string, raw: string) {
    const userId = decodeUid(uid);
    if (!Number.isSafeInteger(userId)) return undefined;
    const [row] = await systemContext(this.app, "accounts.password-reset")
      .data.select()
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.user, userId),
          eq(passwordResetTokens.token_hash, sha256(raw)),
          isNull(passwordResetTokens.used_at),
          gt(passwordResetTokens.expires_at, this.app.clock.now()),
        ),
      )
      .limit(1);
    return row;
  }

  async check(uid: string, raw: string): Promise<void> {
    if (!(await this.find(uid, raw))) throw invalidLink();
  }

  /** Sets the new password, spends the link (and any other open link) and ends every session. */
  async confirm(uid: string, raw: string, newPassword: string): Promise<void> {
    const link = await this.find(uid, raw);
    if (!link) throw invalidLink();
    const [u] = await systemContext(this.app, "accounts.password-reset")
      .data.select()
      .from(users)
      .where(eq(users.id, link.user));
    if (!u) throw invalidLink();
    checkPasswordPolicy(newPassword, u, "new_password");
    const hash = await hashPassword(newPassword);
    const spent = await systemContext(this.app, "accounts.password-reset").data.transaction(async (tx) => {
      const used = await tx
        .update(passwordResetTokens)
        .set({ used_at: this.app.clock.now() })
        .where(and(eq(passwordResetTokens.id, link.id), isNull(passwordResetTokens.used_at)))
        .returning({ id: passwordResetTokens.id });
      if (used.length === 0) return false;
      await tx
        .update(passwordResetTokens)
        .set({ used_at: this.app.clock.now() })
        .where(and(eq(passwordResetTokens.user, u.id), isNull(passwordResetTokens.used_at)));
      await tx
        .update(users)
        .set({ password_hash: hash, last_password_change: this.app.clock.now() })
        .where(eq(users.id, u.id));
      return true;
    });
    if (!spent) throw invalidLink();
    await this.app.tokens.revokeAllForUser(u.id);
  }
}
