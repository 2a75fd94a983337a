import type { ChangePasswordInput, ProfileUpdate, User } from "@cm/contracts";
import { profileEndpoints } from "@cm/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { signOut } from "../../../lib/auth-store";
import { type DownloadProgress, downloadPosted } from "../../../lib/file-transfer";
import { sessionStore } from "../../../lib/session";
import { clientOf } from "../../../lib/typed-client";

const profileClient = clientOf(profileEndpoints);

const PROFILE_PATH = profileClient.path("profile");
const UPDATE_PATH = profileClient.path("replaceProfile");
export const profileKey = ["user-profile", "profile"] as const;

/** After deactivating or deleting the account the user is signed out this much later (spec section 9). */
export const SIGN_OUT_DELAY_MS = 1500;

type Detail = { detail: string };

/** Keeps the cached profile and the session's copy (top bar name and picture) in step. */
function useStoreUser() {
  const client = useQueryClient();
  return (user: User) => {
    client.setQueryData(profileKey, user);
    sessionStore.setUser(user);
  };
}

export function useProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: async ({ signal }) => {
      const user = await api.get<User>(PROFILE_PATH, undefined, { signal });
      sessionStore.setUser(user);
      return user;
    },
  });
}

export function useUpdateProfile() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: (input: ProfileUpdate) => api.put<User>(UPDATE_PATH, input),
    onSuccess: storeUser,
  });
}

export function useUploadProfilePicture() {
  const storeUser = useStoreUser();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append("profile_picture", file);
      return api.patch<User>(UPDATE_PATH, body);
    },
    onSuccess: storeUser,
  });
}

/** Changes the password. The API ends every other session and answers a new pair for this one. */
export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => profileClient.run("changePassword", { body: input }),
    onSuccess: ({ access, refresh }) => {
      sessionStore.setTokens(access, refresh);
      return client.invalidateQueries({ queryKey: profileKey });
    },
  });
}

/** Without a code: a new secret to scan. With a valid code: two-factor turns on (or off when on). */
export function useToggleTwoFactor() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (otp?: string) => profileClient.run("toggleTwoFactor", { body: otp ? { otp } : {} }),
    onSuccess: (result) => {
      if (result.secret) return;
      return client.invalidateQueries({ queryKey: profileKey });
    },
  });
}

export type CloseAccountKind = "deactivate" | "delete";

/** Deactivates or deletes the account; the caller signs out with `signOutSoon`. */
export function useCloseAccount(kind: CloseAccountKind) {
  return useMutation({
    mutationFn: (password: string) =>
      api.post<Detail>(
        kind === "delete" ? profileClient.path("deleteAccount") : profileClient.path("deactivateAccount"),
        {
          password,
        },
      ),
  });
}

/**
 * Signs out SIGN_OUT_DELAY_MS from now, so the confirmation toast can be read first. Not tied to a
 * component: the account is closed, so the session must end even if the page is left meanwhile.
 */
export function signOutSoon(): void {
  setTimeout(() => void signOut(), SIGN_OUT_DELAY_MS);
}

/** Downloads everything the church holds about the signed-in person: a ZIP of files and a summary. */
export function downloadMyData(onProgress?: DownloadProgress): Promise<void> {
  return downloadPosted(
    profileClient.path("exportMyData"),
    `my-data-${new Date().toISOString().slice(0, 10)}.zip`,
    onProgress,
  );
}
