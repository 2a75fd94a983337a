import { PASSWORD_MIN } from "@cm/contracts";

export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN} characters. Very common passwords are refused.`;
export const PASSWORDS_DIFFER = "The two passwords do not match.";
