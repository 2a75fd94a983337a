import type { FastifyInstance } from "fastify";

/** Answers that may carry medical documents' names: a church's testimonies and their documents. */
const PRIVATE_PATHS = ["/api/testimonies/testimonies/", "/api/testimonies/medical-documents/"];

/**
 * Keeps every answer about a church's testimonies and medical documents out of caches (the
 * browser's and any between): they name sensitive documents. Downloads already say no-store.
 */
export async function privateTestimonyAnswers(app: FastifyInstance): Promise<void> {
  app.addHook("onSend", async (request, reply) => {
    if (PRIVATE_PATHS.some((p) => request.url.startsWith(p))) reply.header("Cache-Control", "no-store");
  });
}
