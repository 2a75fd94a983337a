import { readFileSync } from "node:fs";
import { join } from "node:path";
import { ASSETS_DIR } from "../../paths";
import { ValidationError } from "../errors";

let common: Set<string> | undefined;
const commonPasswords = () => {
  common ??= new Set(
    readFileSync(join(ASSETS_DIR, "common-passwords.txt"), "utf8")
      .split("\n")
      .map((p) => p.trim().toLowerCase())
      .filter(Boolean),
  );
  return common;
};

/**
 * Refuses a password that is among the 10,000 most common or is the account's own username
 * or e-mail (length is checked by the contract). No composition rules, as NIST advises.
 */
export function checkPasswordPolicy(
  password: string,
  account: { username?: string; email?: string },
  field: string,
) {
  const lower = password.toLowerCase();
  const problems: string[] = [];
  if (commonPasswords().has(lower))
    problems.push("This password is too common. Choose one that is harder to guess.");
  if ([account.username, account.email].some((v) => v && v.toLowerCase() === lower)) {
    problems.push("The password cannot be the same as your username or e-mail address.");
  }
  if (problems.length > 0) throw new ValidationError({ [field]: problems });
}
