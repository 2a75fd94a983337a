import { Suspense } from "react";
import { Outlet, type RouteObject, ScrollRestoration } from "react-router";
import { PageLoader } from "../components/page-loader";
import { useSession } from "../lib/auth-store";
import { lazyPage } from "../lib/lazy-page";
import { FirstScreenEnd } from "./first-screen/first-screen-end";
import { GuestOnly } from "./guards/guest-only";
import { MaintenanceGate } from "./guards/maintenance-gate";
import { RequireAuth } from "./guards/require-auth";
import { PublicLayout } from "./layouts/public-layout";
import { NavigationAnnouncer, SkipLink } from "./page-focus";
import HomePage from "./routes/home";
import LoginPage from "./routes/login";
import { publicPages } from "./routes/public-pages";
import { RootError } from "./routes/root-error";
import { signedInPages } from "./routes/signed-in-pages";

// Every page is its own chunk; the signed-in shell too, so the public home never downloads it.
// The home and sign-in pages come with the app's first code instead: one of them is the first page
// of most visits, and a chunk of its own would cost a slow phone one more round trip before anything
// shows.
// lazyPage turns a chunk that has not arrived after 120 s into an error (spec section 8).
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
// The same chunk as the shell: fetched once for both.
const RouteAccess = lazyPage(() =>
  import("./layouts/signed-in-layout").then((m) => ({ default: m.RouteAccess })),
);

function Root() {
  return (
    <MaintenanceGate>
      <SkipLink />
      <NavigationAnnouncer />
      <Suspense fallback={<PageLoader minHeight="100vh" />}>
        <FirstScreenEnd />
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

export const routes: RouteObject[] = [
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
];
