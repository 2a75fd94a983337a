import { VisuallyHidden } from "@mantine/core";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";

/** The id of every layout's `<main>`: the skip link's target and where a page's heading is found. */
export const MAIN_ID = "main";
// A page that shows no first-level heading this long after it is visible gets the focus on its
// <main> instead, so the focus still leaves the link that was followed.
const HEADING_WAIT_MS = 3_000;
// Past this (a page still loading its code or data) the focus is left where it is.
const GIVE_UP_MS = 20_000;

const visible = (element: HTMLElement) =>
  typeof element.checkVisibility === "function"
    ? element.checkVisibility({ visibilityProperty: true })
    : element.offsetParent !== null && getComputedStyle(element).visibility !== "hidden";

/** "Skip to content": the first stop of the keyboard on every page, to the page's `<main>`. */
export function SkipLink() {
  const { t } = useTranslation("common");
  return (
    <a
      href={`#${MAIN_ID}`}
      className="skip-link"
      onClick={(event) => {
        const main = document.getElementById(MAIN_ID);
        if (!main) return;
        // The router would treat the #main address as a navigation; this only moves the focus.
        event.preventDefault();
        main.setAttribute("tabindex", "-1");
        main.setAttribute("data-page-heading", "");
        main.focus();
      }}
    >
      {t("Skip to content")}
    </a>
  );
}

/**
 * After a navigation inside the app, moves the focus to the new page's first-level heading (once
 * the page is visible: the loading screen covers it for its minimum time) and announces the
 * page's title, as a full page load would for a screen reader. It leaves the focus alone if the
 * page or the person has moved it meanwhile.
 */
export function NavigationAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState("");
  const previous = useRef<string | null>(null);

  useEffect(() => {
    const first = previous.current === null;
    previous.current = pathname;
    if (first) return;
    const started = performance.now();
    let shownAt: number | null = null;
    let frame = 0;

    const settle = () => {
      const main = document.getElementById(MAIN_ID);
      // The page put the focus in itself (the sign-in form's first box, a tab that stays), or the
      // person is typing or tabbing in it already: the focus stays there; the title is announced.
      const active = document.activeElement;
      if (
        main &&
        active &&
        active !== main &&
        main.contains(active) &&
        !active.hasAttribute("data-page-heading")
      ) {
        setMessage(document.title);
        return;
      }
      const now = performance.now();
      if (main && visible(main)) {
        shownAt ??= now;
        const heading = main.querySelector("h1");
        const target = heading && visible(heading) ? heading : now - shownAt > HEADING_WAIT_MS ? main : null;
        if (target) {
          target.setAttribute("tabindex", "-1");
          target.setAttribute("data-page-heading", "");
          target.focus();
          setMessage(document.title);
          return;
        }
      }
      if (now - started < GIVE_UP_MS) frame = requestAnimationFrame(settle);
    };
    frame = requestAnimationFrame(settle);
    return () => cancelAnimationFrame(frame);
  }, [pathname]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic data-testid="page-announcement">
      {message}
    </VisuallyHidden>
  );
}
