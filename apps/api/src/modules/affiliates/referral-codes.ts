import { randomInt } from "node:crypto";

// No 0/O or 1/I/L: a code read aloud or copied by hand is not mistaken.
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 8;

/** A short, readable code drawn at random (about 8.5e11 codes), so it tells nothing of the id. */
export function newReferralCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
