import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompress } from "./build/precompress";
import { prerender } from "./build/prerender";

/** Modules of these npm packages (names as a regular-expression alternation). */
const packages = (names: string) => new RegExp(`node_modules[\\\\/](${names})[\\\\/]`);

const APP = /[\\/]apps[\\/]web[\\/]src[\\/]|[\\/]packages[\\/]contracts[\\/]/;
// The app's form helpers (and the form kit's folder, not the drawer a list opens forms in) and the
// contracts' field schemas and zod messages that every form needs.
const FORM_HELPERS =
  /[\\/]src[\\/](components|lib)[\\/]form-(?!drawer\.)[^\\/]+([\\/][^\\/]+)?$|[\\/]contracts[\\/]src[\\/]common[\\/](fields|messages|pagination)\.ts$/;
// Generic parts, the shell's own parts that pages use too, and the contracts' rules.
const SHARED =
  /[\\/]src[\\/](components|lib)[\\/]|[\\/]features[\\/](churches[\\/]components[\\/]manage-church\.tsx|subscriptions[\\/]components[\\/]banner-text\.ts|(navigation|site-banners|announcements[\\/]api)[\\/])|[\\/]contracts[\\/]src[\\/](rules|access[\\/](roles|permissions|navigation|features)|common[\\/](dates|format-money))/;
// The members pages' shared calls, words and step dialog travel together (not its forms: those
// wait for a form to open).
const MEMBERS_SHARED =
  /[\\/]features[\\/]members[\\/](api[\\/]|components[\\/]member-(labels|field-filter|step)\.)/;
// The period figures that the dashboard, a church's page and the church overview all show, and
// their calls, in one chunk rather than six. (The money format is shared: lists show amounts too.)
const FIGURES =
  /[\\/]features[\\/]dashboard[\\/](components[\\/](period-[^\\/]+|church-period-figures|change-figure)\.tsx|api[\\/]dashboard-api\.ts)$/;
const FRAMEWORK = packages("react|react-dom|scheduler|react-router|@tanstack[\\\\/][^\\\\/]+");
// Mantine and the small packages its components are built on.
const UI_KIT = packages(
  "@mantine[\\\\/](core|hooks)|@floating-ui[\\\\/][^\\\\/]+|clsx|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|tslib|get-nonce|detect-node-es|aria-hidden|react-number-format|react-textarea-autosize",
);
// The UI kit's choosers (select boxes and the lists they open) ...
const PICKERS =
  /@mantine[\\/]core[\\/]esm[\\/]components[\\/](Combobox|Select|MultiSelect|Autocomplete|Pill|PillsInput)[\\/]/;
// ... and its floating and layered parts: menus, tooltips, dialogs and what positions, scrolls and
// traps focus for them.
const OVERLAYS = new RegExp(
  [
    packages(
      "@floating-ui[\\/][^\\/]+|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|tslib|get-nonce|detect-node-es|aria-hidden",
    ).source,
    "@mantine[\\/]core[\\/]esm[\\/]components[\\/](Popover|Menu|Tooltip|Modal|ModalBase|Drawer|Overlay|Floating)[\\/]",
  ].join("|"),
);
const TOASTS = packages(
  "@mantine[\\\\/](notifications|store)|react-transition-group|@babel[\\\\/]runtime|dom-helpers",
);
const ICONS = packages("@tabler[\\\\/]icons-react");
// Translations: i18next, its React binding and the ICU message format every text is written in.
const I18N = packages("i18next|react-i18next|i18next-icu|intl-messageformat|@formatjs[\\\\/][^\\\\/]+");
const FORMS = packages("react-hook-form|@hookform[\\\\/]resolvers|zod");

// In development the API runs on its own port; in production it serves this build itself.
export default defineConfig({
  plugins: [react(), precompress(), prerender()],
  server: {
    proxy: {
      "/api": { target: "http://127.0.0.1:3000" },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // Read by the bundle budget test (e2e/tests/bundle-budgets.spec.ts); the server does not serve it.
    manifest: true,
    rolldownOptions: {
      output: {
        // A page's code arrives in a few chunks of sensible size instead of a hundred small ones:
        // each request costs a round trip on a slow phone connection. Pages and the app's own
        // modules keep the bundler's split by route.
        codeSplitting: {
          groups: [
            { name: "framework", test: FRAMEWORK, priority: 60 },
            { name: "i18n", test: I18N, tags: ["$initial"], priority: 55 },
            // What the first page needs of the UI kit and its icons comes with it; the rest when a
            // signed-in page opens.
            { name: "ui", test: (id) => UI_KIT.test(id) || ICONS.test(id), tags: ["$initial"], priority: 50 },
            { name: "ui-pickers", test: PICKERS, priority: 46 },
            { name: "ui-overlays", test: OVERLAYS, priority: 45 },
            { name: "ui-more", test: UI_KIT, priority: 40 },
            { name: "icons", test: ICONS, priority: 30 },
            // Forms: react-hook-form, zod and the app's form helpers, only on pages with a form.
            // Only what its test names: the app's small helpers that form parts use (such as
            // use-held-value) stay out of it, so a page with only a closed drawer does not load it.
            {
              name: "forms",
              test: (id) => FORMS.test(id) || FORM_HELPERS.test(id),
              priority: 30,
              includeDependenciesRecursively: false,
            },
            { name: "toasts", test: TOASTS, priority: 30 },
            { name: "figures", test: FIGURES, priority: 20, includeDependenciesRecursively: false },
            // The app's own first code in one chunk, and the generic parts that several pages
            // share (the data table, dialogs, formats) in another, rather than a dozen of a few
            // hundred bytes each.
            { name: "app", test: APP, tags: ["$initial"], priority: 35 },
            { name: "app-shared", test: SHARED, minShareCount: 2, priority: 10 },
            // What the members pages share (their calls, words and small dialogs) in one chunk.
            { name: "member-parts", test: MEMBERS_SHARED, minShareCount: 2, priority: 10 },
          ],
        },
      },
    },
  },
});
