import { translator } from "../../../lib/i18n";

const t = translator("sunday-school");

/** A form check's message, read when the check runs, so it is in the language shown then. */
export const says = (text: string) => ({ error: () => t(text) });
