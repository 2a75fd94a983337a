import { RateLimiterMemory } from "rate-limiter-flexible";
import { tooManyRequests } from "../../platform/errors";

const WINDOW_SECONDS = 15 * 60;

/**
 * Failed sign-ins are limited per account (guessing one password) and per address
 * (trying many accounts). In memory: one instance; a Redis store is the same interface.
 */
export class LoginThrottle {
  private readonly perAccount = new RateLimiterMemory({ points: 10, duration: WINDOW_SECONDS });
  private readonly perAddress = new RateLimiterMemory({ points: 50, duration: WINDOW_SECONDS });

  /** Throws 429 with the seconds to wait when either limit is used up. */
  async check(username: string, ip: string): Promise<void> {
    const [account, address] = await Promise.all([this.perAccount.get(username), this.perAddress.get(ip)]);
    const blocked = [
      account && account.consumedPoints >= 10 ? account : null,
      address && address.consumedPoints >= 50 ? address : null,
    ].filter((r) => r !== null);
    if (blocked.length === 0) return;
    const waitMs = Math.max(...blocked.map((r) => r.msBeforeNext));
    throw tooManyRequests(
      "Too many failed sign-in attempts. Please wait a few minutes and try again.",
      waitMs / 1000,
    );
  }

  async failed(username: string, ip: string): Promise<void> {
    await Promise.all([
      this.perAccount.penalty(username, 1).catch(() => undefined),
      this.perAddress.penalty(ip, 1).catch(() => undefined),
    ]);
  }

  async succeeded(username: string): Promise<void> {
    await this.perAccount.delete(username);
  }
}
