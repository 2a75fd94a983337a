import { endpoint, get, getOne, postOne, schemasOf } from "../common/endpoint";
import type * as TestimonySchemas from "./testimony.contract";

const schema = schemasOf<typeof TestimonySchemas>();

export const testimonyTypesEndpoints = endpoint("/testimonies/types/", {
  entity: schema("testimonyType"),
  create: schema("testimonyTypeCreate"),
  update: schema("testimonyTypeUpdate"),
  filters: ["is_active", "slug"],
});

export const testimoniesEndpoints = endpoint("/testimonies/testimonies/", {
  entity: schema("testimony"),
  create: schema("testimonyCreate"),
  update: schema("testimonyUpdate"),
  filters: ["church", "type", "status", "featured", "is_public", "slug", "testifier_user"],
  actions: {
    verify: postOne(schema("testimony")),
    unverify: postOne(schema("testimony")),
    reject: postOne(schema("testimony")),
    medical_documents: postOne(schema("medicalDocument")),
    photo: postOne(schema("testimony")),
    stats: get(schema("testimonyStats")),
  },
});

export const testimonyDocumentsEndpoints = endpoint("/testimonies/medical-documents/", {
  entity: schema("medicalDocument"),
  create: false,
  update: false,
  filters: ["church", "testimony"],
  actions: {
    download: getOne("file"),
  },
});

export const publicTestimoniesEndpoints = endpoint("/testimonies/public/", {
  entity: schema("publicTestimony"),
  create: false,
  update: false,
  remove: false,
  filters: ["type", "church", "slug", "featured"],
  actions: {
    by_slug: get(schema("publicTestimony")),
  },
});
