import { Suspense } from "react";
import { createBrowserRouter, Outlet, type RouteObject, ScrollRestoration } from "react-router";
import { PageLoader } from "../components/page-loader";
import { checkMaintenanceOnce } from "../features/maintenance/api/maintenance-api";
import { configureApiClient } from "../lib/api-client";
import { useSession } from "../lib/auth-store";
import { lazyPage } from "../lib/lazy-page";
import { GuestOnly } from "./guards/guest-only";
import { MaintenanceGate } from "./guards/maintenance-gate";
import { RequireAuth } from "./guards/require-auth";
import { RouteAccess } from "./guards/route-access";
import { PublicLayout } from "./layouts/public-layout";
import { adminPages } from "./routes/admin-pages";
import { churchActivityPages } from "./routes/church-activity-pages";
import { churchPages } from "./routes/church-pages";
import { publicPages } from "./routes/public-pages";
import { RootError } from "./routes/root-error";
import { subscriptionPages } from "./routes/subscription-pages";
import { subscriptionRecordPages } from "./routes/subscription-record-pages";

// Every page is its own chunk; the signed-in shell too, so the public home never downloads it.
// lazyPage turns a chunk that has not arrived after 120 s into an error (spec section 8).
const HomePage = lazyPage(() => import("./routes/home"));
const LoginPage = lazyPage(() => import("./routes/login"));
const RegisterPage = lazyPage(() => import("./routes/register"));
const ResetPasswordPage = lazyPage(() => import("./routes/reset-password"));
const ResetPasswordConfirmPage = lazyPage(() => import("./routes/reset-password-confirm"));
const NotFoundPage = lazyPage(() => import("./routes/not-found"));
const MaintenancePage = lazyPage(() => import("./routes/maintenance"));
const ForbiddenPage = lazyPage(() => import("./routes/error-pages").then((m) => ({ default: m.Forbidden })));
const ServerErrorPage = lazyPage(() =>
  import("./routes/error-pages").then((m) => ({ default: m.ServerError })),
);
const UnavailablePage = lazyPage(() =>
  import("./routes/error-pages").then((m) => ({ default: m.Unavailable })),
);
const SignedInLayout = lazyPage(() => import("./layouts/signed-in-layout"));
const ChurchesPage = lazyPage(() => import("./routes/churches"));
const ProfilePage = lazyPage(() => import("./routes/profile"));
const UsersPage = lazyPage(() => import("./routes/users"));

function Root() {
  return (
    <MaintenanceGate>
      <Suspense fallback={<PageLoader minHeight="100vh" />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </MaintenanceGate>
  );
}

/** An unknown address: the standalone not-found page for guests, the same inside the shell when signed in. */
function UnknownPage() {
  if (!useSession()) return <NotFoundPage />;
  return (
    <RouteAccess>
      <SignedInLayout>
        <NotFoundPage embedded />
      </SignedInLayout>
    </RouteAccess>
  );
}

const signedInPages: RouteObject[] = [
  { path: "churches", element: <ChurchesPage /> },
  // /profile shows the personal tab; each tab has its own address.
  { path: "profile/:tab?", element: <ProfilePage /> },
  { path: "users", element: <UsersPage /> },
  ...adminPages,
  ...subscriptionPages,
  ...subscriptionRecordPages,
  ...churchPages,
  ...churchActivityPages,
];

export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <RootError />,
    children: [
      // Standalone pages (spec section 2).
      { path: "maintenance", element: <MaintenancePage /> },
      { path: "error/403", element: <ForbiddenPage /> },
      { path: "error/500", element: <ServerErrorPage /> },
      { path: "error/503", element: <UnavailablePage /> },
      {
        element: <PublicLayout />,
        children: [{ index: true, element: <HomePage /> }, ...publicPages],
      },
      {
        element: <GuestOnly />,
        children: [
          { path: "login", element: <LoginPage /> },
          { path: "register", element: <RegisterPage /> },
          { path: "reset-password", element: <ResetPasswordPage /> },
          { path: "reset-password-confirm/:uid/:token", element: <ResetPasswordConfirmPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <RouteAccess />,
            children: [
              {
                element: <SignedInLayout />,
                // A page that fails shows the error inside the shell, so the sidebar still works.
                children: [{ errorElement: <RootError embedded />, children: signedInPages }],
              },
            ],
          },
        ],
      },
      { path: "*", element: <UnknownPage /> },
    ],
  },
]);

// A session that cannot be refreshed ends on the sign-in page (the client has saved the intended
// path, and adds return_to for the payment pages).
configureApiClient({
  onSessionExpired: (loginPath) => {
    if (window.location.pathname !== "/login") void router.navigate(loginPath, { replace: true });
  },
});

// Maintenance is checked once after loading (spec section 4); a 503 later switches it on too.
void checkMaintenanceOnce();
