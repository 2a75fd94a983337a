import { apiPath, fileEndpoints } from "@cm/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { notFound } from "../../platform/errors";
import { isPrivateFile } from "../../platform/files";

/**
 * Uploaded pictures. Names are random UUIDs, so a link is only known to those shown it;
 * images must load in <img> tags, which cannot carry a bearer token. Private files (receipts)
 * are not served here at all: their own actions check who may read them.
 */
export async function fileRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { name: string } }>(apiPath(fileEndpoints, "file"), {
    config: { access: "public" },
    schema: { tags: ["files"], summary: "An uploaded file", params: z.object({ name: z.string().max(60) }) },
    handler: async (request, reply) => {
      const { name } = request.params;
      const file = isPrivateFile(name) ? null : await app.files.read(name);
      if (!file) throw notFound();
      return reply
        .type(file.mime)
        .header("Content-Length", String(file.size))
        .header("Content-Disposition", `inline; filename="${name}"`)
        .header("Cache-Control", "private, max-age=86400")
        .send(file.stream);
    },
  });
}
