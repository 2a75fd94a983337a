import { user } from "@cm/contracts";
import { presenter } from "../resources/presenter";

/** A user row as the API shows it (no hash, no secret): the users list, sign-in and one's own account. */
export const presentUser = presenter(user);
