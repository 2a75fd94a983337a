import type { DomainModule } from "../../platform/domain-module";
import { memberChangesResource } from "./member-changes.routes";
import { memberLinksResource } from "./member-links.routes";
import { membershipResource } from "./membership.routes";

/** A member's own record: their side (/profile/membership) and the church office's. */
export const ownRecordModule: DomainModule = {
  resources: [membershipResource, memberChangesResource, memberLinksResource],
  routes: [],
};
