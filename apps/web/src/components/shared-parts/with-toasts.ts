import { errorMessage } from "../../lib/api-client";
import { notify } from "../../lib/notify";

/**
 * Runs a step (a save, a status change) and says in a toast how it went: `done` when it worked,
 * `failed` with the reason in plain words when not. True when it worked.
 */
export async function withToasts(
  work: () => Promise<unknown>,
  words: { done: string; failed: string },
): Promise<boolean> {
  try {
    await work();
    notify.success(words.done);
    return true;
  } catch (error) {
    notify.error({ title: words.failed, message: errorMessage(error) });
    return false;
  }
}
