import { Secret, TOTP } from "otpauth";

const ISSUER = "Church Management";

const totpFor = (secret: string, label: string) =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: 30,
    secret: Secret.fromBase32(secret),
  });

/** A new random secret (160 bits, base32) and the otpauth:// URI an authenticator app scans. */
export function newTotpSecret(label: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totpFor(secret, label).toString() };
}

/** Whether a 6-digit code is valid now (one 30-second step of clock drift either way). */
export function verifyTotp(secret: string, code: string | undefined): boolean {
  if (!code || !/^\d{6}$/.test(code)) return false;
  return totpFor(secret, "").validate({ token: code, window: 1 }) !== null;
}
