import type { DomainModule } from "../../platform/domain-module";
import { medicalDocumentsResource } from "./medical-documents.routes";
import { privateTestimonyAnswers } from "./private-answers";
import { publicTestimoniesResource } from "./public-testimonies.routes";
import { testimoniesResource } from "./testimonies.routes";
import { testimonyTypesResource } from "./testimony-types.routes";

/** Testimonies: types, a church's testimonies, their private medical documents and the public site's list. */
export const testimonyModule: DomainModule = {
  resources: [
    testimonyTypesResource,
    testimoniesResource,
    medicalDocumentsResource,
    publicTestimoniesResource,
  ],
  routes: [privateTestimonyAnswers],
};
