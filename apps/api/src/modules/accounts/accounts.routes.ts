import {
  apiPath,
  authEndpoints,
  changePasswordInput,
  confirmWithPassword,
  detailMessage,
  errorBody,
  msg,
  passwordResetConfirm,
  passwordResetLink,
  passwordResetRequest,
  patchOf,
  profile,
  profileEndpoints,
  profileUpdate,
  registerInput,
  toggleTwoFactorInput,
  toggleTwoFactorResult,
  tokenPair,
} from "@cm/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { presentUser } from "../../platform/auth/present-user";
import { fieldError, parseOrThrow } from "../../platform/errors";
import { siteUrl } from "../../platform/http/site-url";
import { sendFile } from "../../platform/resources/route-parts";
import { DataExportService } from "./data-export.service";
import { PasswordResetService } from "./password-reset.service";
import { ProfileService } from "./profile.service";

const RESET_SENT =
  "If an account uses this e-mail address, we have sent it a link to choose a new password. Check your inbox.";
const resetParams = z.object({ uid: z.string().max(20), token: z.string().max(100) });

/** Registration, password reset and the signed-in user's own profile. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const profiles = new ProfileService(app);
  const resets = new PasswordResetService(app);
  const dataExports = new DataExportService(app);
  const auth = { tags: ["auth"] };
  const me = {
    tags: ["user-profile"],
    security: [{ bearerAuth: [] }],
    description: "Access: authenticated.",
  };
  const pub = { config: { access: "public" as const } };
  const signedIn = { config: { access: "authenticated" as const } };

  api.post(apiPath(authEndpoints, "register"), {
    ...pub,
    schema: {
      ...auth,
      summary: "Create a member account (signs nothing in)",
      body: registerInput,
      response: { 201: profile },
    },
    handler: async (request, reply) => reply.code(201).send(await profiles.register(request, request.body)),
  });

  api.post(apiPath(authEndpoints, "passwordReset"), {
    ...pub,
    schema: {
      ...auth,
      summary: "E-mail a password-reset link",
      body: passwordResetRequest,
      response: { 200: detailMessage },
    },
    handler: async (request) => {
      await resets.request(request.body.email, siteUrl(app, request), request.ip);
      return { detail: RESET_SENT };
    },
  });

  api.get(apiPath(authEndpoints, "resetLink"), {
    ...pub,
    schema: {
      ...auth,
      summary: "Whether a reset link is still valid",
      params: resetParams,
      response: { 200: passwordResetLink, 400: errorBody },
    },
    handler: async (request) => {
      await resets.check(request.params.uid, request.params.token);
      return { valid: true };
    },
  });

  api.post(apiPath(authEndpoints, "resetConfirm"), {
    ...pub,
    schema: {
      ...auth,
      summary: "Set a new password with a reset link",
      params: resetParams,
      body: passwordResetConfirm,
      response: { 200: detailMessage },
    },
    handler: async (request) => {
      await resets.confirm(request.params.uid, request.params.token, request.body.new_password);
      return { detail: "Your password has been changed. You can now sign in." };
    },
  });

  api.get(apiPath(profileEndpoints, "profile"), {
    ...signedIn,
    schema: { ...me, summary: "The signed-in user's profile", response: { 200: profile } },
    handler: async (request) => presentUser(await profiles.current(request)),
  });

  api.put(apiPath(profileEndpoints, "replaceProfile"), {
    ...signedIn,
    schema: { ...me, summary: "Update names and e-mail", body: profileUpdate, response: { 200: profile } },
    handler: (request) => profiles.update(request, request.body),
  });

  const partialProfile = patchOf(profileUpdate);
  app.patch(apiPath(profileEndpoints, "updateProfile"), {
    ...signedIn,
    schema: {
      ...me,
      summary:
        "Upload a profile picture (multipart field profile_picture: JPEG, PNG or WebP, at most 5 MB), or update some fields (JSON)",
      response: { 200: profile },
    },
    handler: async (request) => {
      if (!request.isMultipart()) {
        const current = presentUser(await profiles.current(request));
        const changes = parseOrThrow(partialProfile, request.body ?? {});
        return profiles.update(request, {
          first_name: current.first_name,
          last_name: current.last_name,
          email: current.email,
          ...changes,
        });
      }
      const file = await request.file();
      if (file?.fieldname !== "profile_picture") {
        throw fieldError("profile_picture", msg("Choose a picture to upload."));
      }
      return profiles.setPicture(request, await file.toBuffer());
    },
  });

  api.post(apiPath(profileEndpoints, "changePassword"), {
    ...signedIn,
    schema: {
      ...me,
      summary: "Change the password; other sessions end",
      body: changePasswordInput,
      response: { 200: tokenPair },
    },
    handler: (request) => profiles.changePassword(request, request.body),
  });

  api.post(apiPath(profileEndpoints, "deactivateAccount"), {
    ...signedIn,
    schema: {
      ...me,
      summary: "Deactivate the account (confirmed with the password)",
      body: confirmWithPassword,
      response: { 200: detailMessage },
    },
    handler: async (request) => {
      await profiles.deactivate(request, request.body.password);
      return { detail: "Your account has been deactivated." };
    },
  });

  api.post(apiPath(profileEndpoints, "deleteAccount"), {
    ...signedIn,
    schema: {
      ...me,
      summary: "Delete the account and its personal data (confirmed with the password)",
      body: confirmWithPassword,
      response: { 200: detailMessage },
    },
    handler: async (request) => {
      await profiles.delete(request, request.body.password);
      return { detail: "Your account has been deleted." };
    },
  });

  api.post(apiPath(profileEndpoints, "toggleTwoFactor"), {
    ...signedIn,
    schema: {
      ...me,
      summary: "Set up, confirm or turn off two-factor sign-in",
      body: toggleTwoFactorInput,
      response: { 200: toggleTwoFactorResult },
    },
    handler: (request) => profiles.toggleTwoFactor(request, request.body.otp),
  });

  api.post(apiPath(profileEndpoints, "exportMyData"), {
    ...signedIn,
    schema: {
      ...me,
      summary:
        "Download everything held about the signed-in person: a ZIP of JSON files (account, linked member record, household, relationships, attendance, Sunday school, programs, testimonies, audit entries, e-mails) and a PDF summary in their language. A few downloads an hour (429 beyond).",
    },
    handler: async (request, reply) => sendFile(reply, await dataExports.export(request)),
  });
}
