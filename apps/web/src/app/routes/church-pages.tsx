import type { RouteObject } from "react-router";
import { lazyPage } from "../../lib/lazy-page";
import { RequireFeature } from "../guards/require-feature";

const OverviewPage = lazyPage(() => import("./church/overview"));
const MembersPage = lazyPage(() => import("./church/members"));
const MemberDetailPage = lazyPage(() => import("./church/members-detail"));
const MemberFieldsPage = lazyPage(() => import("./church/member-fields"));
const MemberChangesPage = lazyPage(() => import("./church/member-changes"));
const MemberDuplicatesPage = lazyPage(() => import("./church/member-duplicates"));
const HouseholdsPage = lazyPage(() => import("./church/households"));
const HouseholdDetailPage = lazyPage(() => import("./church/household-detail"));
const GroupsPage = lazyPage(() => import("./church/groups"));
const ServingPage = lazyPage(() => import("./church/serving"));

/** The church's own pages: the overview and its members, each behind its subscription feature. */
export const churchPages: RouteObject[] = [
  {
    element: <RequireFeature feature="BASIC_DASHBOARD" />,
    children: [{ path: "church", element: <OverviewPage /> }],
  },
  {
    element: <RequireFeature feature="MEMBER_MANAGEMENT" />,
    children: [
      { path: "church/members", element: <MembersPage /> },
      { path: "church/members/changes", element: <MemberChangesPage /> },
      { path: "church/members/duplicates", element: <MemberDuplicatesPage /> },
      { path: "church/members/:id", element: <MemberDetailPage /> },
      { path: "church/member-fields", element: <MemberFieldsPage /> },
      { path: "church/households", element: <HouseholdsPage /> },
      { path: "church/households/:id", element: <HouseholdDetailPage /> },
      { path: "church/groups/:id?", element: <GroupsPage /> },
      { path: "church/serving", element: <ServingPage /> },
    ],
  },
];
