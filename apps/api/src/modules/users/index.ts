// What other domains use of users: the check that a username or e-mail is free.
export { assertUnique } from "./users.service";
