import { apiPath, publicTestimoniesEndpoints, publicTestimony, testimonySlugQuery } from "@cm/contracts";
import { testimonies } from "../../db/tables";
import { actionsOf, defineResource, readOnly } from "../../platform/resources/resource";
import { decoratePublic, publicBySlug, published } from "./testimonies.service";

const action = actionsOf(testimonies);

/**
 * The public site's testimonies: verified, public and consented ones only, whoever asks; anything
 * else answers 404. Its shape names no testifier account and says nothing of medical documents.
 */
export const publicTestimoniesResource = defineResource({
  name: "public-testimonies",
  path: apiPath(publicTestimoniesEndpoints),
  table: testimonies,
  entity: publicTestimony,
  scope: { kind: "global" },
  access: readOnly("public"),
  search: ["title", "story"],
  ordering: ["featured", "verified_at", "event_date", "title"],
  defaultOrdering: "-featured",
  filters: { type: "int", church: "int", slug: "text", featured: "bool" },
  visibleRows: () => published(),
  decorate: (rows, ctx) => decoratePublic(ctx, rows),
  actions: {
    by_slug: action.collection({
      method: "GET",
      access: "public",
      summary:
        "One published testimony by its slug (/testimonies/{slug}); anything not published answers 404",
      input: testimonySlugQuery,
      output: publicTestimony,
      run: (ctx) => publicBySlug(ctx, ctx.input.slug),
    }),
  },
});
