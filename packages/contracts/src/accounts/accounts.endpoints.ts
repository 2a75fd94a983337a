import type * as AuthSchemas from "../auth/auth.contract";
import { routes, schemasOf } from "../common/endpoint";
import type * as AccountSchemas from "./account.contract";

const schema = schemasOf<typeof AuthSchemas & typeof AccountSchemas>();

/** Sign-in, sign-up, token renewal and password reset. */
export const authEndpoints = routes("/auth/", {
  login: { method: "POST", path: "login/", answer: schema("loginResult") },
  refresh: { method: "POST", path: "token/refresh/", answer: schema("tokenPair") },
  logout: { method: "POST", path: "logout/", answer: "empty" },
  register: { method: "POST", path: "register/", answer: schema("profile") },
  passwordReset: { method: "POST", path: "password-reset/", answer: schema("detailMessage") },
  resetLink: { method: "GET", path: "password-reset/:uid/:token/", answer: schema("passwordResetLink") },
  resetConfirm: { method: "POST", path: "password-reset/:uid/:token/", answer: schema("detailMessage") },
});

/** The signed-in user's own schema("profile") and account. */
export const profileEndpoints = routes("/user-profile/", {
  profile: { method: "GET", path: "profile/", answer: schema("profile") },
  replaceProfile: { method: "PUT", path: "update_profile/", answer: schema("profile") },
  updateProfile: { method: "PATCH", path: "update_profile/", answer: schema("profile") },
  changePassword: { method: "POST", path: "change_password/", answer: schema("tokenPair") },
  deactivateAccount: { method: "POST", path: "deactivate_account/", answer: schema("detailMessage") },
  deleteAccount: { method: "POST", path: "delete_account/", answer: schema("detailMessage") },
  toggleTwoFactor: { method: "POST", path: "toggle_two_factor/", answer: schema("toggleTwoFactorResult") },
  exportMyData: { method: "POST", path: "export_my_data/", answer: "file" },
});
