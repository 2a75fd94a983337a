import { msg } from "@cm/contracts";
import { type RateLimit, type RateLimits, takeAll } from "../../platform/rate-limits";

const WINDOW_SECONDS = 15 * 60;
const TOO_MANY = msg("Too many failed sign-in attempts. Please wait a few minutes and try again.");

/**
 * Sign-ins are limited per account (guessing one password) and per address (trying many
 * accounts). Every attempt is counted before the password is checked, so parallel guesses
 * cannot all pass; an attempt that succeeds gives its points back.
 */
export class LoginThrottle {
  private readonly perAccount: RateLimit;
  private readonly perAddress: RateLimit;

  /** The counters live in the installation's rate-limit store, shared by its instances. */
  constructor(limits: RateLimits) {
    this.perAccount = limits.limit("sign-in:account", 10, WINDOW_SECONDS);
    this.perAddress = limits.limit("sign-in:address", 50, WINDOW_SECONDS);
  }

  /** Counts an attempt; throws 429 with the seconds to wait when either limit is used up. */
  async attempt(username: string, ip: string): Promise<void> {
    await takeAll(
      [
        [this.perAccount, username],
        [this.perAddress, ip],
      ],
      TOO_MANY,
    );
  }

  /** The attempt was right: the account starts afresh and the address gets its point back. */
  async succeeded(username: string, ip: string): Promise<void> {
    await Promise.all([this.perAccount.clear(username), this.perAddress.giveBack(ip)]);
  }
}
