import {
  allFeatures,
  type Church,
  type DashboardFigures,
  type Member,
  type Payment,
  type Plan,
  type Region,
  type Subscription,
  type User,
  type UserMe,
} from "@cm/contracts";
import type { CurrentSubscription } from "../lib/subscription-queries";

/** An unsigned JWT with the given claims; the client only reads `exp`. */
export function fakeToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  return `${encode({ alg: "HS256", typ: "JWT" })}.${encode(claims)}.signature`;
}

export function tokenExpiringIn(seconds: number): string {
  return fakeToken({ sub: "7", role: "LOCAL_ADMIN", exp: Math.floor(Date.now() / 1000) + seconds });
}

export const localAdmin: User = {
  id: 7,
  username: "local_admin",
  email: "local_admin@example.org",
  first_name: "Grace",
  last_name: "Mensah",
  role: "LOCAL_ADMIN",
  is_church_admin: true,
  church: 1,
  region: 1,
  is_active: true,
  two_factor_enabled: false,
  profile_picture: null,
  language: null,
  last_password_change: null,
  last_login: null,
  date_joined: "2026-01-01T00:00:00.000Z",
};

/** The signed-in user as `/users/me/` answers them: with the language they are spoken to in. */
export const localAdminMe: UserMe = {
  ...localAdmin,
  effective_language: "en",
  church_time_zone: "Africa/Accra",
};

export function jsonResponse(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json", ...headers },
  });
}

/** A church as the API lists it; `overrides` sets what a test is about. */
export function makeChurch(overrides: Partial<Church> = {}): Church {
  return {
    id: 1,
    name: "Grace Cathedral",
    region: 1,
    address: "12 Independence Avenue",
    city: "Accra",
    phone: "030 000 0001",
    email: "office@grace.example.org",
    pastor_name: "Rev. Kofi Mensah",
    founded_date: "1998-03-01",
    is_active: true,
    time_zone: "Africa/Accra",
    currency: "GHS",
    language: null,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** A region as the API lists it. */
export function makeRegion(overrides: Partial<Region> = {}): Region {
  return {
    id: 1,
    name: "Greater Accra",
    code: "GA",
    country: 1,
    description: "",
    created_at: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** A church's subscription as the API shows it: active on every feature unless told. */
export function makeSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 2,
    church: 1,
    church_name: "Grace Cathedral",
    plan: 1,
    plan_name: "Basic",
    status: "ACTIVE",
    start_date: "2026-01-01",
    end_date: "2026-12-31",
    grace_days: 7,
    auto_renew: true,
    is_trial: false,
    cancelled_at: null,
    cancellation_reason: "",
    cancellation_feedback: "",
    days_remaining: 40,
    is_in_grace_period: false,
    has_feature: allFeatures(true),
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
    ...overrides,
  };
}

/** The answer of subscriptions/current/: the subscription and the change it waits for. */
export function makeCurrentSubscription(overrides: Partial<CurrentSubscription> = {}): CurrentSubscription {
  return { ...makeSubscription(overrides), pending_change: overrides.pending_change ?? null };
}

/** A church member as the API shows one; `extra` sets what a test is about. */
export function makeMember(id: number, first: string, last: string, extra: Partial<Member> = {}): Member {
  return {
    id,
    church: 1,
    user: null,
    first_name: first,
    last_name: last,
    other_names: "",
    full_name: `${first} ${last}`,
    gender: "FEMALE",
    date_of_birth: "1990-04-21",
    age: 35,
    phone: `024 000 00${id}`,
    email: `${first.toLowerCase()}@example.org`,
    address: "",
    marital_status: "",
    occupation: "",
    membership_date: null,
    baptism_date: null,
    category: "Women",
    home_cell_fellowship: "Dansoman Cell",
    home_cell_pastor: "Pastor Kofi",
    is_active: true,
    photo: "",
    notes: "",
    custom_fields: {},
    erased_at: null,
    created_at: "2026-01-05T10:00:00.000Z",
    updated_at: "2026-01-05T10:00:00.000Z",
    ...extra,
  };
}

/** A subscription payment as the API shows one; `over` sets what a test is about. */
export const makePayment = (over: Partial<Payment> = {}): Payment => ({
  id: 11,
  subscription: 3,
  church: 1,
  invoice: 5,
  plan: 2,
  plan_name: "Premium",
  purpose: "NEW",
  discount: null,
  discount_amount: "0.00",
  amount: "1250.00",
  currency: "GHS",
  gateway: "sandbox",
  reference: "PAY-PAID",
  status: "SUCCEEDED",
  is_test: false,
  gateway_response: {},
  paid_at: "2026-03-01T10:00:00.000Z",
  refund_amount: null,
  refunded_at: null,
  refund_note: "",
  created_at: "2026-03-01T09:00:00.000Z",
  updated_at: "2026-03-01T10:00:00.000Z",
  ...over,
});

/** A subscription plan on sale; `features` lists what it adds to none. */
export const makePlan = (
  id: number,
  name: string,
  price: string,
  features: Partial<Plan["features"]> = {},
): Plan => ({
  id,
  name,
  description: `${name} plan`,
  price,
  currency: "GHS",
  billing_interval: "MONTHLY",
  trial_days: id === 1 ? 14 : 0,
  features: { ...allFeatures(false), ...features },
  is_active: true,
  created_at: "2026-01-01T00:00:00.000Z",
  updated_at: "2026-01-01T00:00:00.000Z",
});

/** A period's figures (a quarter of 2025 against the one before) for the dashboard and statistics. */
export function makeDashboardFigures(overrides: Partial<DashboardFigures> = {}): DashboardFigures {
  return {
    date_from: "2025-01-01",
    date_to: "2025-03-31",
    previous_from: "2024-10-01",
    previous_to: "2024-12-31",
    members: {
      active: 120,
      joined: { value: 12, previous: 8 },
      by_gender: { MALE: 50, FEMALE: 66, unknown: 4 },
      by_age_band: [
        { band: "0-12", members: 20 },
        { band: "13-19", members: 10 },
        { band: "20-35", members: 40 },
        { band: "36-59", members: 35 },
        { band: "60+", members: 10 },
        { band: "unknown", members: 5 },
      ],
      joined_by_month: [{ month: "2025-03", joined: 12 }],
    },
    attendance: {
      average_weekly: { value: 95.5, previous: 100 },
      events_held: { value: 13, previous: 13 },
      by_week: [{ week: "2025-03-03", attendance: 96 }],
    },
    sunday_school: { enrolled: 30, attendance_rate: { value: 80, previous: null } },
    finance: { income: [], approved_expenses: [] },
    programs: { planned: { value: 0, previous: 0 }, accomplished: { value: 0, previous: 0 } },
    ...overrides,
  };
}
