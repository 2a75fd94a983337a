import { PASSWORD_MIN } from "@cm/contracts";
import { translator } from "../../../lib/i18n";

const t = translator("accounts");

/** The hint under a new password, in the language shown now. */
export const newPasswordHint = () =>
  t("At least {min} characters. Very common passwords are refused.", { min: PASSWORD_MIN });
/** Said under the repeated password; read when the form checks it, so in the language shown then. */
export const passwordsDiffer = () => t("The two passwords do not match.");
