import type { RouteObject } from "react-router";
import { lazyPage } from "../../lib/lazy-page";

// Each page is its own chunk, so the home page downloads none of them.
const AboutPage = lazyPage(() => import("./public/about"));
const FeaturesPage = lazyPage(() => import("./public/features"));
const ContactPage = lazyPage(() => import("./public/contact"));
const PrivacyPage = lazyPage(() => import("./public/privacy"));
const TermsPage = lazyPage(() => import("./public/terms"));
const CookiePolicyPage = lazyPage(() => import("./public/cookie-policy"));
const DataProtectionPage = lazyPage(() => import("./public/data-protection"));
const LegalNoticesPage = lazyPage(() => import("./public/legal-notices"));
const NotificationsPage = lazyPage(() => import("./public/notifications"));
const BroadcastPage = lazyPage(() => import("./public/broadcast"));
const TestimoniesPage = lazyPage(() => import("./public/testimonies"));
const TestimonyPage = lazyPage(() => import("./public/testimony"));
const CampaignsPage = lazyPage(() => import("./public/campaigns"));
const CampaignPage = lazyPage(() => import("./public/campaign"));
const GivePage = lazyPage(() => import("./public/give"));
const GiveThankYouPage = lazyPage(() => import("./public/give-thank-you"));
const ServingRespondPage = lazyPage(() => import("./public/serving-respond"));

/**
 * Pages of the public site (children of the public layout, next to the home page).
 * Each page is lazy-loaded so the home page stays small.
 */
export const publicPages: RouteObject[] = [
  { path: "about", element: <AboutPage /> },
  { path: "features", element: <FeaturesPage /> },
  { path: "contact", element: <ContactPage /> },
  { path: "privacy", element: <PrivacyPage /> },
  { path: "terms", element: <TermsPage /> },
  { path: "cookie-policy", element: <CookiePolicyPage /> },
  { path: "data-protection", element: <DataProtectionPage /> },
  { path: "legal-notices", element: <LegalNoticesPage /> },
  { path: "notifications", element: <NotificationsPage /> },
  { path: "broadcast", element: <BroadcastPage /> },
  { path: "testimonies", element: <TestimoniesPage /> },
  { path: "testimonies/:slug", element: <TestimonyPage /> },
  { path: "campaigns", element: <CampaignsPage /> },
  { path: "campaigns/:id", element: <CampaignPage /> },
  { path: "give/thank-you", element: <GiveThankYouPage /> },
  { path: "give/:church", element: <GivePage /> },
  { path: "serving/respond/:token", element: <ServingRespondPage /> },
];
