import { type Language, SOURCE_LANGUAGE } from "@cm/contracts";
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client";
import { churches, users } from "../../db/tables";
import type { Clock } from "../clock";
import type { Data } from "../resources/scoped-data";

/**
 * How long one instance trusts what it read of a user's session state. A change made on this
 * instance clears its entry at once; another instance sees it within this time.
 */
export const SESSION_CHECK_MS = 5_000;

type State = { version: number; active: boolean; language: Language; at: number };

/**
 * Whether an access token still speaks for its user. Tokens carry the user's session version;
 * sign-out, deactivation, deletion, a password change and a change of role or church raise it,
 * so every token issued before stops working on the next request, not when it expires.
 */
export class SessionGuard {
  private readonly cache = new Map<number, State>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** True when the user is active and the token's version is the current one. */
  async isCurrent(userId: number, version: number): Promise<boolean> {
    const state = await this.stateOf(userId);
    return state?.active === true && state.version === version;
  }

  /**
   * The language the user is spoken to in (their own, else their church's, else English), read with
   * their session state: a request that checked the session knows it without another query.
   */
  async languageOf(userId: number): Promise<Language> {
    return (await this.stateOf(userId))?.language ?? SOURCE_LANGUAGE;
  }

  /** The user's current session version (for a token issued now). */
  async versionOf(userId: number): Promise<number> {
    return (await this.stateOf(userId))?.version ?? 0;
  }

  /**
   * Ends every access token of the user: raises the session version on `conn` (pass the
   * transaction when inside one) and forgets the cached state. Answers the new version.
   */
  async end(userId: number, conn: Db | Tx | Data = this.db): Promise<number> {
    const [row] = await conn
      .update(users)
      .set({ session_version: sql`${users.session_version} + 1` })
      .where(eq(users.id, userId))
      .returning({ version: users.session_version });
    this.forget(userId);
    return row?.version ?? 0;
  }

  /** Drops what this instance remembers of a user (call it again once a transaction has committed). */
  forget(userId: number): void {
    this.cache.delete(userId);
  }

  private async stateOf(userId: number): Promise<State | null> {
    const now = this.clock.now().getTime();
    const cached = this.cache.get(userId);
    if (cached && now - cached.at < SESSION_CHECK_MS) return cached;
    const [row] = await this.db
      .select({
        version: users.session_version,
        active: users.is_active,
        language: sql<Language>`coalesce(${users.language}, ${churches.language}, ${SOURCE_LANGUAGE})`,
      })
      .from(users)
      .leftJoin(churches, eq(churches.id, users.church))
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) {
      this.cache.delete(userId);
      return null;
    }
    const state = { ...row, at: now };
    this.cache.set(userId, state);
    return state;
  }
}
