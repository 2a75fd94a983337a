import {
  apiPath,
  authEndpoints,
  errorBody,
  loginInput,
  loginResult,
  logoutInput,
  refreshInput,
  tokenPair,
} from "@cm/contracts";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { systemContext } from "../../platform/system-context";
import { AuthService } from "./auth.service";
import { LoginThrottle } from "./login-throttle";

/** Sign-in, token refresh and sign-out. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const service = new AuthService(
    systemContext(app, "auth.sign-in").data,
    app.tokens,
    new LoginThrottle(app.rateLimits),
    app.clock,
  );
  const tags = ["auth"];

  api.post(apiPath(authEndpoints, "login"), {
    config: { access: "public" },
    schema: {
      tags,
      summary: "Sign in with username and password",
      body: loginInput,
      response: { 200: loginResult, 401: errorBody, 429: errorBody },
    },
    handler: (request) => service.login(request.body, request.ip),
  });

  api.post(apiPath(authEndpoints, "refresh"), {
    config: { access: "public" },
    schema: {
      tags,
      summary: "Exchange a refresh token for a new access and refresh token",
      body: refreshInput,
      response: { 200: tokenPair, 401: errorBody },
    },
    handler: (request) => service.refresh(request.body.refresh),
  });

  api.post(apiPath(authEndpoints, "logout"), {
    config: { access: "public" },
    schema: {
      tags,
      summary: "Sign out: the refresh token and its family stop working",
      body: logoutInput,
      response: { 204: z.null().describe("No content") },
    },
    handler: async (request, reply) => {
      const userId = await app.tokens.revokeByToken(request.body.refresh);
      if (userId !== null) await service.auditSignOut(userId, request.ip);
      return reply.code(204).send(null);
    },
  });
}
