import { loginResult, tokenPair } from "../auth/auth.contract";
import { routes } from "../common/endpoint";
import { detailMessage, passwordResetLink, profile, toggleTwoFactorResult } from "./account.contract";

/** Sign-in, sign-up, token renewal and password reset. */
export const authEndpoints = routes("/auth/", {
  login: { method: "POST", path: "login/", answer: loginResult },
  refresh: { method: "POST", path: "token/refresh/", answer: tokenPair },
  logout: { method: "POST", path: "logout/", answer: "empty" },
  register: { method: "POST", path: "register/", answer: profile },
  passwordReset: { method: "POST", path: "password-reset/", answer: detailMessage },
  resetLink: { method: "GET", path: "password-reset/:uid/:token/", answer: passwordResetLink },
  resetConfirm: { method: "POST", path: "password-reset/:uid/:token/", answer: detailMessage },
});

/** The signed-in user's own profile and account. */
export const profileEndpoints = routes("/user-profile/", {
  profile: { method: "GET", path: "profile/", answer: profile },
  replaceProfile: { method: "PUT", path: "update_profile/", answer: profile },
  updateProfile: { method: "PATCH", path: "update_profile/", answer: profile },
  changePassword: { method: "POST", path: "change_password/", answer: tokenPair },
  deactivateAccount: { method: "POST", path: "deactivate_account/", answer: detailMessage },
  deleteAccount: { method: "POST", path: "delete_account/", answer: detailMessage },
  toggleTwoFactor: { method: "POST", path: "toggle_two_factor/", answer: toggleTwoFactorResult },
});
