import { basename } from "node:path";
import type { ChangePasswordInput, ProfileUpdate, RegisterInput, ToggleTwoFactorResult } from "@cm/contracts";
import { msg } from "@cm/contracts";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { users } from "../../db/tables";
import { recordAudit } from "../../platform/audit";
import { principalOf } from "../../platform/auth/access";
import { checkPasswordPolicy } from "../../platform/auth/password-policy";
import { hashPassword, verifyPassword } from "../../platform/auth/passwords";
import { presentUser } from "../../platform/auth/present-user";
import { newTotpSecret, verifyTotp } from "../../platform/auth/totp";
import { notFound, ValidationError } from "../../platform/errors";
import { fileUrl } from "../../platform/files";
import { type ImageRules, storeImage } from "../../platform/images";
import { theRow } from "../../platform/resources/presenter";
import type { Row } from "../../platform/resources/resource";
import { systemContext } from "../../platform/system-context";
import { recordReferral } from "../affiliates";
import { assertUnique } from "../users";

/** A profile picture: at most 5 MB uploaded, kept within 512 x 512 pixels. */
export const PROFILE_PICTURE: ImageRules = {
  field: "profile_picture",
  maxBytes: 5 * 1_048_576,
  width: 512,
  height: 512,
};

type UserRow = typeof users.$inferSelect;

/** The signed-in user's own account: registration, profile, password, two-factor, closing it. */
export class ProfileService {
  constructor(private readonly app: FastifyInstance) {}

  // The caller's own user row, found by their id (or a new account): no church's rows.
  private get db() {
    return systemContext(this.app, "accounts.own-account").data;
  }

  private get data() {
    return systemContext(this.app, "accounts.own-account").data;
  }

  private audit(request: FastifyRequest, action: string, userId: number, changes?: Row) {
    return recordAudit(this.db, {
      principal: request.principal,
      ip: request.ip,
      action,
      resource: "users",
      objectId: userId,
      changes,
    });
  }

  async current(request: FastifyRequest): Promise<UserRow> {
    const [u] = await this.db
      .select()
      .from(users)
      .where(eq(users.id, principalOf(request).id));
    if (!u?.is_active) throw notFound(msg("This account no longer exists."));
    return u;
  }

  async register(request: FastifyRequest, input: RegisterInput) {
    await assertUnique(this.data, { username: input.username, email: input.email });
    checkPasswordPolicy(input.password, input, "password");
    const { password, referral_code, ...fields } = input;
    const [u] = await this.db
      .insert(users)
      .values({
        ...fields,
        password_hash: await hashPassword(password),
        role: "MEMBER",
        last_password_change: this.app.clock.now(),
      })
      .returning();
    if (!u) throw new Error("registration insert returned nothing");
    // An unknown or own code is dropped without a word: registration must not tell which codes exist.
    if (referral_code) await recordReferral(this.data, referral_code, u.id, this.app.clock.now());
    await this.audit(request, "register", u.id, fields);
    return presentUser(u);
  }

  async update(request: FastifyRequest, input: ProfileUpdate) {
    const u = await this.current(request);
    await assertUnique(this.data, { email: input.email }, u.id);
    const updated = theRow(await this.db.update(users).set(input).where(eq(users.id, u.id)).returning());
    // The language a request is answered in is remembered with the session: a new one counts at once.
    if (input.language !== undefined) this.app.tokens.sessions.forget(u.id);
    await this.audit(request, "update_profile", u.id, input);
    return presentUser(updated);
  }

  async setPicture(request: FastifyRequest, bytes: Buffer) {
    const u = await this.current(request);
    const name = await storeImage(this.app.files, bytes, PROFILE_PICTURE);
    const updated = theRow(
      await this.db
        .update(users)
        .set({ profile_picture: fileUrl(name) })
        .where(eq(users.id, u.id))
        .returning(),
    );
    if (u.profile_picture) await this.app.files.remove(basename(u.profile_picture));
    await this.audit(request, "update_profile_picture", u.id, { profile_picture: fileUrl(name) });
    return presentUser(updated);
  }

  /** Changes the password, ends every other session and answers a fresh pair for this one. */
  async changePassword(request: FastifyRequest, input: ChangePasswordInput) {
    const u = await this.current(request);
    if (!(await verifyPassword(u.password_hash, input.old_password))) {
      throw new ValidationError({ old_password: [msg("Your current password is not correct.")] });
    }
    if (input.new_password !== input.confirm_password) {
      throw new ValidationError({ confirm_password: [msg("The two new passwords do not match.")] });
    }
    if (input.new_password === input.old_password) {
      throw new ValidationError({ new_password: [msg("Choose a password different from the current one.")] });
    }
    checkPasswordPolicy(input.new_password, u, "new_password");
    await this.db
      .update(users)
      .set({
        password_hash: await hashPassword(input.new_password),
        last_password_change: this.app.clock.now(),
      })
      .where(eq(users.id, u.id));
    const sessionVersion = await this.app.tokens.revokeAllForUser(u.id);
    await this.audit(request, "change_password", u.id, { password: "changed" });
    return {
      access: await this.app.tokens.signAccess({ ...principalOf(request), sessionVersion }),
      refresh: await this.app.tokens.issueRefresh(u.id),
    };
  }

  private async confirmPassword(u: UserRow, password: string) {
    if (!(await verifyPassword(u.password_hash, password))) {
      throw new ValidationError({ password: [msg("Your password is not correct.")] });
    }
  }

  async deactivate(request: FastifyRequest, password: string) {
    const u = await this.current(request);
    await this.confirmPassword(u, password);
    await this.db.update(users).set({ is_active: false }).where(eq(users.id, u.id));
    await this.app.tokens.revokeAllForUser(u.id);
    await this.audit(request, "deactivate_account", u.id);
  }

  /** Deletes the person behind the account: personal data is wiped; audit rows keep the id. */
  async delete(request: FastifyRequest, password: string) {
    const u = await this.current(request);
    await this.confirmPassword(u, password);
    await this.db
      .update(users)
      .set({
        username: `deleted-user-${u.id}`,
        email: "",
        first_name: "",
        last_name: "",
        // A hash no password can match: the account can never sign in again.
        password_hash: "!deleted",
        is_active: false,
        is_church_admin: false,
        two_factor_enabled: false,
        two_factor_secret: null,
        profile_picture: null,
      })
      .where(eq(users.id, u.id));
    if (u.profile_picture) await this.app.files.remove(basename(u.profile_picture));
    await this.app.tokens.revokeAllForUser(u.id);
    await this.audit(request, "delete_account", u.id);
  }

  /**
   * Two-factor set-up in two steps: without a code, a new secret is answered (pending);
   * with a valid code for it, two-factor turns on. When on, a valid code turns it off.
   */
  async toggleTwoFactor(request: FastifyRequest, otp: string | undefined): Promise<ToggleTwoFactorResult> {
    const u = await this.current(request);
    const set = (values: Partial<UserRow>) => this.db.update(users).set(values).where(eq(users.id, u.id));
    if (u.two_factor_enabled) {
      if (!u.two_factor_secret || !verifyTotp(u.two_factor_secret, otp)) throw invalidCode();
      await set({ two_factor_enabled: false, two_factor_secret: null });
      await this.audit(request, "disable_two_factor", u.id);
      return { two_factor_enabled: false, detail: "Two-factor sign-in is now off." };
    }
    if (otp && u.two_factor_secret) {
      if (!verifyTotp(u.two_factor_secret, otp)) throw invalidCode();
      await set({ two_factor_enabled: true });
      await this.audit(request, "enable_two_factor", u.id);
      return { two_factor_enabled: true, detail: "Two-factor sign-in is now on." };
    }
    const { secret, uri } = newTotpSecret(u.username);
    await set({ two_factor_secret: secret });
    return {
      two_factor_enabled: false,
      secret,
      otpauth_url: uri,
      detail: "Scan the code with your authenticator app, then enter the 6-digit code it shows.",
    };
  }
}

const invalidCode = () =>
  new ValidationError({ otp: [msg("This code is not valid. Check your authenticator app and try again.")] });
