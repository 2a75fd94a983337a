import { lazy, Suspense } from "react";
import { createBrowserRouter, Outlet } from "react-router";
import { PageLoader } from "../components/page-loader";
import { configureApiClient } from "../lib/api-client";
import { GuestOnly } from "./guards/guest-only";
import { RequireAuth } from "./guards/require-auth";
import { PublicLayout } from "./layouts/public-layout";
import { adminPages } from "./routes/admin-pages";
import { publicPages } from "./routes/public-pages";
import { RootError } from "./routes/root-error";

// Every page is its own chunk; the signed-in shell too, so the public home never downloads it.
const HomePage = lazy(() => import("./routes/home"));
const LoginPage = lazy(() => import("./routes/login"));
const RegisterPage = lazy(() => import("./routes/register"));
const ResetPasswordPage = lazy(() => import("./routes/reset-password"));
const ResetPasswordConfirmPage = lazy(() => import("./routes/reset-password-confirm"));
const NotFoundPage = lazy(() => import("./routes/not-found"));
const SignedInLayout = lazy(() => import("./layouts/signed-in-layout"));
const ChurchesPage = lazy(() => import("./routes/churches"));
const ProfilePage = lazy(() => import("./routes/profile"));
const UsersPage = lazy(() => import("./routes/users"));

function Root() {
  return (
    <Suspense fallback={<PageLoader minHeight="100vh" />}>
      <Outlet />
    </Suspense>
  );
}

export const router = createBrowserRouter([
  {
    element: <Root />,
    errorElement: <RootError />,
    children: [
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
            element: <SignedInLayout />,
            children: [
              { path: "churches", element: <ChurchesPage /> },
              // /profile shows the personal tab; each tab has its own address.
              { path: "profile/:tab?", element: <ProfilePage /> },
              { path: "users", element: <UsersPage /> },
              ...adminPages,
            ],
          },
        ],
      },
      { path: "*", element: <NotFoundPage /> },
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
