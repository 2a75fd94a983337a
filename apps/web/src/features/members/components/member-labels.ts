import { AGE_BANDS, GENDERS, MARITAL_STATUSES } from "@cm/contracts/rules";
import { GENDER_LABELS, titleWord } from "../../../lib/labels";

export const GENDER_OPTIONS = GENDERS.map((g) => ({ value: g, label: GENDER_LABELS[g] ?? g }));
export const MARITAL_OPTIONS = MARITAL_STATUSES.map((m) => ({ value: m, label: titleWord(m) }));
export const AGE_BAND_OPTIONS = AGE_BANDS.map((band) => ({
  value: band,
  label: band.endsWith("+") ? `${band.slice(0, -1)} and over` : `${band.replace("-", " to ")} years`,
}));
export const STATUS_OPTIONS = [
  { value: "true", label: "Active" },
  { value: "false", label: "Inactive" },
];
