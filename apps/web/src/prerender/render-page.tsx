import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
  StaticRouterProvider,
} from "react-router";
import { FirstScreen } from "../app/first-screen/first-screen";
import { Providers } from "../app/providers";
import { createQueryClient } from "../app/query-client";
import { routes } from "../app/routes";
import { publicPages } from "../app/routes/public-pages";
import { signedInPages } from "../app/routes/signed-in-pages";

/**
 * The HTML of a public page as a first-time visitor sees it before any data arrives, rendered at
 * build time. The server sends it inside #root, so a slow phone shows the page as soon as the
 * HTML and styles arrive; the app then hydrates it (main.tsx) instead of drawing it again.
 */
export async function renderPage(path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirects; only a page can be prerendered.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <Providers client={createQueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
}

/** The loading screen the signed-in pages' HTML shows until the app has drawn the page (first-screen.tsx). */
export function renderFirstScreen(): string {
  return renderToString(
    <Providers client={createQueryClient()}>
      <FirstScreen />
    </Providers>,
  );
}

/** Each of these routes and their children with its full path ("finance/income/", ":tab?/"...). */
function withPaths(routes: RouteObject[], prefix = ""): [string, RouteObject][] {
  return routes.flatMap((route) => {
    const here = route.path ? `${prefix}${route.path}/` : prefix;
    return [[here, route] as [string, RouteObject], ...withPaths(route.children ?? [], here)];
  });
}

/** The paths of these routes, as written in them. */
const pathsOf = (routes: RouteObject[]) =>
  withPaths(routes).flatMap(([path, route]) => (route.path ? [path] : []));

/**
 * Each signed-in page's full path and the source file of its code (set on the lazy page by this
 * build: build/page-code.ts), for the HTML to ask for that code up front.
 */
export function signedInPageSources(): [string, string][] {
  return withPaths(signedInPages).flatMap(([path, route]) => {
    const source = (route.element as { type?: { source?: string } } | undefined)?.type?.source;
    return source ? [[path, source] as [string, string]] : [];
  });
}

/**
 * The first parts of the signed-in pages' addresses ("church", "finance"...) that no public page
 * shares: an address starting with one is a signed-in page, whose layout's code the server can
 * ask the browser to fetch with the page itself.
 */
export function signedInSections(): string[] {
  const first = (paths: string[]) => new Set(paths.map((p) => p.split("/")[0] ?? ""));
  const isPublic = first(pathsOf(publicPages));
  return [...first(pathsOf(signedInPages))].filter((s) => s && !s.startsWith(":") && !isPublic.has(s)).sort();
}
