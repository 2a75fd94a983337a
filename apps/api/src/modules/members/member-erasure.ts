import type { members } from "../../db/tables";

/** The name an erased member keeps, so lists and counts still show a row. */
export const ERASED_NAME = { first_name: "Erased", last_name: "member" } as const;

/**
 * What a member's row holds once their personal data is erased on request: every personal field
 * blank, the account link gone, no longer counted active. The church, category and membership date
 * stay, so the church's figures (attendance, members by year) stay right.
 */
export function erasedValues(now: Date): Partial<typeof members.$inferInsert> {
  return {
    ...ERASED_NAME,
    user: null,
    other_names: "",
    gender: "",
    date_of_birth: null,
    phone: "",
    email: "",
    address: "",
    marital_status: "",
    occupation: "",
    baptism_date: null,
    home_cell_fellowship: "",
    home_cell_pastor: "",
    photo: "",
    notes: "",
    // The church's own fields (hometown, baptism date...) are personal data too.
    custom_fields: {},
    is_active: false,
    erased_at: now,
  };
}
