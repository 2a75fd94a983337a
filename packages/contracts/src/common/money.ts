import { z } from "zod";
import { msg } from "../i18n/languages";
import { isCurrency } from "./church-locale";

/** An amount as the API shows it: a decimal string with two places, never a float. */
export const money = z
  .string()
  .regex(/^-?\d+\.\d{2}$/)
  .describe('Decimal amount with two places, e.g. "1250.00"');

/** An amount as a client sends it: a string with up to two decimal places, stored with two. */
export const moneyInput = z
  .string(msg('Enter the amount, such as "1250.00".'))
  .trim()
  .regex(/^\d{1,10}(\.\d{1,2})?$/, { error: (issue) => amountFormatMessage(String(issue.input)) })
  .transform((v) => fromCents(toCents(v)))
  .describe('Decimal amount as a string, e.g. "1250.00"');

/** Why a typed amount is refused, in the words of what is wrong with it. */
function amountFormatMessage(text: string): string {
  const value = text.trim();
  if (value === "") return "This field is required.";
  if (/^-\d/.test(value)) return "The amount cannot be negative.";
  if (/^\d+\.\d{3,}$/.test(value)) return "Use at most two decimal places.";
  if (/^\d{11,}(\.\d*)?$/.test(value)) return "The amount is too large.";
  return "Enter an amount such as 1250.00.";
}

/** ISO 4217 currency code, three capital letters. */
export const currencyCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, msg("Enter a three-letter currency code such as GHS."));

/** A currency a church keeps its books in: an ISO 4217 code that is in use (checked against Intl's list). */
export const bookCurrency = z
  .string(msg("Choose a currency, such as GHS."))
  .trim()
  .toUpperCase()
  .refine(isCurrency, msg("Choose a currency code in use, such as GHS, NGN or XOF."))
  .describe("ISO 4217 code of the currency, e.g. GHS");

/** "1250.5" -> 125050n: exact integer cents, so sums never meet a float. */
export function toCents(amount: string): bigint {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`Not an amount: ${amount}`);
  const cents = BigInt(match[2] ?? "0") * 100n + BigInt((match[3] ?? "").padEnd(2, "0"));
  return match[1] ? -cents : cents;
}

/** 125050n -> "1250.50". */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? "-" : "";
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}

/** Divides cents and rounds half away from zero (e.g. a yearly price per month). */
export function divideCents(cents: bigint, by: bigint): bigint {
  const quotient = cents / by;
  const remainder = cents % by;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice < by) return quotient;
  return cents < 0n ? quotient - 1n : quotient + 1n;
}

// The money format has no zod in it, so the public pages can use it (through "@cm/contracts/rules").
export { formatMoney } from "./format-money";
