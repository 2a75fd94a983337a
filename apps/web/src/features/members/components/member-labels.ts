import { msg } from "@cm/contracts";
import { AGE_BANDS, GENDERS, MARITAL_STATUSES } from "@cm/contracts/rules";
import { translator } from "../../../lib/i18n";

const t = translator("members");

// The words a church register uses for a member's codes, in the language shown when called.
const GENDER_WORDS: Record<string, string> = { MALE: msg("Male"), FEMALE: msg("Female") };
const MARITAL_WORDS: Record<string, string> = {
  SINGLE: msg("Single"),
  MARRIED: msg("Married"),
  WIDOWED: msg("Widowed"),
  DIVORCED: msg("Divorced"),
};

/** A code in words: "" stays "", a code with no word is shown as it is. */
function wordOf(words: Record<string, string>, code: string): string {
  const word = words[code];
  return word ? t(word) : code;
}

export const genderWord = (gender: string) => wordOf(GENDER_WORDS, gender);
export const maritalWord = (status: string) => wordOf(MARITAL_WORDS, status);

export const genderOptions = () => GENDERS.map((g) => ({ value: g, label: genderWord(g) }));
export const maritalOptions = () => MARITAL_STATUSES.map((m) => ({ value: m, label: maritalWord(m) }));
export const ageBandOptions = () =>
  AGE_BANDS.map((band) => {
    const [from, to] = band.replace("+", "").split("-");
    return {
      value: band,
      label: to ? t("{from} to {to} years", { from, to }) : t("{from} and over", { from }),
    };
  });
export const statusOptions = () => [
  { value: "true", label: t("Active") },
  { value: "false", label: t("Inactive") },
];
