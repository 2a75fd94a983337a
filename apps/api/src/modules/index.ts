import type { FastifyInstance } from "fastify";
import type { DomainModule } from "../platform/domain-module";
import { registerResource } from "../platform/resources/register";
import type { ResourceRegistry } from "../platform/resources/registry";
import { accountRoutes } from "./accounts/accounts.routes";
import { affiliateModule } from "./affiliates";
import { announcementsResource } from "./announcements/announcements.routes";
import { assetModule } from "./assets";
import { auditLogsResource } from "./audit/audit.routes";
import { authRoutes } from "./auth/auth.routes";
import { branchesResource } from "./branches/branches.routes";
import { broadcastsResource } from "./broadcasts/broadcasts.routes";
import { churchRequestsResource } from "./church-requests/church-requests.routes";
import { churchRolesResource } from "./church-roles/church-roles.routes";
import { churchesResource } from "./churches/churches.routes";
import { contactMessagesResource } from "./contact/contact-messages.routes";
import { contactResponsesResource } from "./contact/contact-responses.routes";
import { countriesResource } from "./countries/countries.routes";
import { eventModule } from "./events";
import { fileRoutes } from "./files/files.routes";
import { financeModule } from "./finance";
import { givingModule } from "./giving";
import { groupModule } from "./groups";
import { healthRoutes } from "./health/health.routes";
import { householdModule } from "./households";
import { leadershipModule } from "./leadership";
import { outboxResource } from "./mail/outbox.routes";
import { marketingModule } from "./marketing";
import { memberModule } from "./members";
import { ownRecordModule } from "./own-record";
import { paymentModule } from "./payments";
import { programModule } from "./programs";
import { regionsResource } from "./regions/regions.routes";
import { servingModule } from "./serving";
import { settingsRoutes } from "./settings/settings.routes";
import { siteBannersResource } from "./settings/site-banners.routes";
import { changeRequestsResource } from "./subscriptions/change-requests.routes";
import { discountsResource } from "./subscriptions/discounts.routes";
import { featureGateModule } from "./subscriptions/feature-gate.service";
import { invoicesResource } from "./subscriptions/invoices.routes";
import { paymentsResource } from "./subscriptions/payments.routes";
import { plansResource } from "./subscriptions/plans.routes";
import { subscriptionsResource } from "./subscriptions/subscriptions.routes";
import { usageResource } from "./subscriptions/usage.routes";
import { sundaySchoolModule } from "./sunday-school";
import { testimonyModule } from "./testimonies";
import { usersResource } from "./users/users.routes";

const domains: DomainModule[] = [
  memberModule,
  householdModule,
  groupModule,
  servingModule,
  ownRecordModule,
  eventModule,
  leadershipModule,
  sundaySchoolModule,
  financeModule,
  givingModule,
  programModule,
  testimonyModule,
  assetModule,
  marketingModule,
  affiliateModule,
];

/** The table of contents of the API: one line per resource or route module. */
export const resources = [
  countriesResource,
  regionsResource,
  churchesResource,
  branchesResource,
  usersResource,
  auditLogsResource,
  outboxResource,
  announcementsResource,
  broadcastsResource,
  siteBannersResource,
  contactMessagesResource,
  contactResponsesResource,
  plansResource,
  subscriptionsResource,
  changeRequestsResource,
  invoicesResource,
  ...paymentModule.resources,
  paymentsResource,
  discountsResource,
  usageResource,
  churchRequestsResource,
  churchRolesResource,
  ...domains.flatMap((d) => d.resources),
];

// Settings comes first: it installs the maintenance gate that every later route passes through.
// The feature gate comes before the resources, which check it at registration.
export const routeModules = [
  settingsRoutes,
  featureGateModule,
  healthRoutes,
  authRoutes,
  accountRoutes,
  fileRoutes,
  ...paymentModule.routes,
  ...domains.flatMap((d) => d.routes),
];

export async function registerModules(app: FastifyInstance, registry: ResourceRegistry): Promise<void> {
  for (const module of routeModules) await module(app);
  for (const resource of resources) registerResource(app, registry, resource);
}
