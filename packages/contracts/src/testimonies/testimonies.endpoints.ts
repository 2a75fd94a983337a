import { endpoint, get, getOne, postOne } from "../common/endpoint";
import {
  medicalDocument,
  publicTestimony,
  testimony,
  testimonyCreate,
  testimonyStats,
  testimonyType,
  testimonyTypeCreate,
  testimonyTypeUpdate,
  testimonyUpdate,
} from "./testimony.contract";

export const testimonyTypesEndpoints = endpoint("/testimonies/types/", {
  entity: testimonyType,
  create: testimonyTypeCreate,
  update: testimonyTypeUpdate,
  filters: ["is_active", "slug"],
});

export const testimoniesEndpoints = endpoint("/testimonies/testimonies/", {
  entity: testimony,
  create: testimonyCreate,
  update: testimonyUpdate,
  filters: ["church", "type", "status", "featured", "is_public", "slug", "testifier_user"],
  actions: {
    verify: postOne(testimony),
    unverify: postOne(testimony),
    reject: postOne(testimony),
    medical_documents: postOne(medicalDocument),
    photo: postOne(testimony),
    stats: get(testimonyStats),
  },
});

export const testimonyDocumentsEndpoints = endpoint("/testimonies/medical-documents/", {
  entity: medicalDocument,
  create: false,
  update: false,
  filters: ["church", "testimony"],
  actions: {
    download: getOne("file"),
  },
});

export const publicTestimoniesEndpoints = endpoint("/testimonies/public/", {
  entity: publicTestimony,
  create: false,
  update: false,
  remove: false,
  filters: ["type", "church", "slug", "featured"],
  actions: {
    by_slug: get(publicTestimony),
  },
});
