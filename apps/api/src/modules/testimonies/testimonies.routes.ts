import {
  apiPath,
  MEDICAL_DOCUMENT_MAX_BYTES,
  medicalDocument,
  rejectInput,
  TESTIMONY_PHOTO_MAX_BYTES,
  testimoniesEndpoints,
  testimony,
  testimonyCreate,
  testimonyStats,
  testimonyStatsQuery,
  testimonyUpdate,
  unverifyInput,
  verifyInput,
} from "@cm/contracts";
import { testimonies } from "../../db/tables";
import { actionsOf, defineResource } from "../../platform/resources/resource";
import { recordDocument, setPhoto, storeMedicalDocument, storePhoto } from "./medical-documents.service";
import {
  decorateTestimonies,
  mayHandleDocuments,
  prepareTestimonyWrite,
  REVIEW,
  rejectTestimony,
  removeTestimonyFiles,
  unverifyTestimony,
  VERIFY,
  verifyTestimony,
  visibleTestimonies,
} from "./testimonies.service";
import { testimonyStatistics } from "./testimony-stats.service";

const action = actionsOf(testimonies);

/**
 * A church's testimonies. Any signed-in user shares one for their church (it starts PENDING);
 * the church's admins and super admins verify, reject, unverify and publish them.
 */
export const testimoniesResource = defineResource({
  name: "testimonies",
  path: apiPath(testimoniesEndpoints),
  table: testimonies,
  entity: testimony,
  create: testimonyCreate,
  update: testimonyUpdate,
  scope: { kind: "church", field: "church" },
  access: {
    list: "authenticated",
    retrieve: "authenticated",
    create: "authenticated",
    update: VERIFY,
    delete: VERIFY,
  },
  search: ["title", "story", "testifier_name"],
  ordering: ["created_at", "title", "event_date", "status"],
  defaultOrdering: "-created_at",
  filters: {
    church: "int",
    type: "int",
    status: "text",
    featured: "bool",
    is_public: "bool",
    slug: "text",
    testifier_user: "int",
  },
  references: { church: "churches", type: "testimony-types", testifier_member: "members" },
  visibleRows: visibleTestimonies,
  decorate: (rows, ctx) => decorateTestimonies(ctx, rows),
  beforeWrite: prepareTestimonyWrite,
  beforeDelete: removeTestimonyFiles,
  actions: {
    verify: action.detail({
      method: "POST",
      access: VERIFY,
      summary: "Verify a testimony, with a note; is_public also publishes it (needs consent_to_publish)",
      input: verifyInput,
      output: testimony,
      run: (ctx) => verifyTestimony(ctx, ctx.object, ctx.input),
    }),
    unverify: action.detail({
      method: "POST",
      access: VERIFY,
      summary: "Withdraw a verification, saying why: the testimony leaves the public site",
      input: unverifyInput,
      output: testimony,
      run: (ctx) => unverifyTestimony(ctx, ctx.object, ctx.input.note),
    }),
    reject: action.detail({
      method: "POST",
      access: VERIFY,
      summary: "Turn down a testimony that is not verified, with the reason",
      input: rejectInput,
      output: testimony,
      run: (ctx) => rejectTestimony(ctx, ctx.object, ctx.input.reason),
    }),
    medical_documents: action.detailUpload({
      access: "authenticated",
      // Its testifier and those who verify add documents; anyone else gets 404.
      canRun: mayHandleDocuments,
      summary:
        "Keep a medical document with the testimony (multipart: file = PDF, JPEG or PNG by content, up to 10 MB). Private: never public",
      output: medicalDocument,
      upload: {
        maxBytes: MEDICAL_DOCUMENT_MAX_BYTES,
        tooLarge: "The file is larger than 10 MB.",
        missing: "Choose the document to attach.",
      },
      prepare: (ctx) => storeMedicalDocument(ctx),
      run: (ctx) => recordDocument(ctx, ctx.object),
    }),
    photo: action.detailUpload({
      access: VERIFY,
      summary: "Set the testimony's photo (multipart: file = JPEG, PNG or WebP by content, up to 10 MB)",
      output: testimony,
      upload: {
        maxBytes: TESTIMONY_PHOTO_MAX_BYTES,
        tooLarge: "The picture is larger than 10 MB.",
        missing: "Choose the picture.",
      },
      prepare: (ctx) => storePhoto(ctx),
      run: (ctx) => setPhoto(ctx, ctx.object),
    }),
    stats: action.collection({
      method: "GET",
      access: REVIEW,
      summary: "Counts of the testimonies in reach by type, status, church and month shared",
      input: testimonyStatsQuery,
      output: testimonyStats,
      run: (ctx) => testimonyStatistics(ctx, ctx.input),
    }),
  },
});
