import type { RegisterInput, User } from "@cm/contracts";
import { authEndpoints } from "@cm/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { clientOf } from "../../../lib/typed-client";

const authClient = clientOf(authEndpoints);

type Detail = { detail: string };

function resetLinkPath(uid: string, token: string): string {
  return authClient.path("resetLink", { uid, token });
}

/** Creates a member account; it signs nothing in. */
export function useRegister() {
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      api.post<User>(authClient.path("register"), input, { public: true }),
  });
}

/** Asks for a reset e-mail; the answer is the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post<Detail>(authClient.path("passwordReset"), { email }, { public: true }),
  });
}

/** Whether a reset link can still be used; a used or expired link answers 400 invalid_reset_link. */
export function useResetLink(uid: string, token: string) {
  return useQuery({
    queryKey: ["auth/password-reset", uid, token],
    queryFn: ({ signal }) =>
      api.get<{ valid: boolean }>(resetLinkPath(uid, token), undefined, { public: true, signal }),
    // A link is checked once per visit: after it is used, a refetch would call it invalid.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}

export function useConfirmPasswordReset(uid: string, token: string) {
  return useMutation({
    mutationFn: (newPassword: string) =>
      api.post<Detail>(resetLinkPath(uid, token), { new_password: newPassword }, { public: true }),
  });
}
