import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { Providers } from "../app/providers";
import { createQueryClient } from "../app/query-client";
import { routes } from "../app/routes";

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
