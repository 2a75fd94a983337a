import { createInterface } from "node:readline";
import { sql } from "drizzle-orm";
import { loadDatabaseConfig } from "../config";
import { openDatabase } from "../db/client";
import { users } from "../db/tables";
import { hashPassword } from "../platform/auth/passwords";

/** Creates the first super admin of a real installation, asking on the terminal. */
async function main() {
  const config = loadDatabaseConfig();
  const rl = createInterface({ input: process.stdin, terminal: false });
  // Reading lines through the iterator also works when the answers are piped in.
  const lines = rl[Symbol.asyncIterator]();
  const ask = async (prompt: string) => {
    process.stdout.write(prompt);
    const next = await lines.next();
    return next.done ? "" : String(next.value);
  };
  const username = (await ask("Username: ")).trim();
  const email = (await ask("E-mail: ")).trim();
  const password = await ask("Password (at least 8 characters): ");
  rl.close();
  if (!/^[\w.@+-]{3,150}$/.test(username)) throw new Error("Use 3 to 150 letters, digits or . @ + - _");
  if (password.length < 8 || password.length > 128)
    throw new Error("The password needs 8 to 128 characters.");

  const database = await openDatabase(config);
  try {
    await database.migrate();
    const taken = await database.db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
    if (taken.length > 0) throw new Error(`The username ${username} is already taken.`);
    await database.db.insert(users).values({
      username,
      email,
      password_hash: await hashPassword(password),
      role: "SUPER_ADMIN",
      is_church_admin: true,
      last_password_change: new Date(),
    });
    console.log(`Super admin ${username} created.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
