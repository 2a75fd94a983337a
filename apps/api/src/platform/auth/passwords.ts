import { hash, verify } from "@node-rs/argon2";

// Argon2id with the OWASP-recommended minimum cost (19 MiB, 2 passes).
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id. */
export const hashPassword = (password: string) => hash(password, options);

// Verifying against this when the account does not exist keeps the answer time the same,
// so response timing does not reveal which usernames exist.
let dummyHash: Promise<string> | undefined;

/** Checks a password against a stored hash; with no hash, spends the same time and fails. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword("not-a-real-password");
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
