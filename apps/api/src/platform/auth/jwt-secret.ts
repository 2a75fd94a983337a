import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

/**
 * The signing secret: JWT_SECRET when set (several instances must share one), otherwise a
 * secret generated on first start and kept in the data folder so tokens survive restarts.
 */
export async function loadJwtSecret(configured: string | undefined, dataDir: string): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const file = join(dataDir, "jwt-secret");
  const existing = await readFile(file, "utf8").catch(() => undefined);
  if (existing && existing.trim().length >= 64) return new TextEncoder().encode(existing.trim());
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("hex");
  await writeFile(file, secret, { mode: 0o600 });
  return new TextEncoder().encode(secret);
}
