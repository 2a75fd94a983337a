import { Group } from "@mantine/core";
import { type ReactNode, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { usePhone } from "../lib/use-phone";
import classes from "./page-actions.module.css";

/** The id of the bar along the bottom of a phone's screen that holds the page's buttons. */
export const THUMB_BAR_ID = "thumb-bar";

/**
 * A page's main buttons (add, import, export, bulk actions): where the page puts them on a wide
 * screen; on a phone in the bar along the bottom of the screen, within reach of the thumb. The
 * signed-in shell provides the bar and leaves room for it below the page.
 */
export function PageActions({ children }: { children: ReactNode }) {
  const phone = usePhone();
  const [bar, setBar] = useState<HTMLElement | null>(null);
  // The bar is in the document only once the shell has been drawn.
  useEffect(() => setBar(phone ? document.getElementById(THUMB_BAR_ID) : null), [phone]);
  if (!phone) return <Group gap="xs">{children}</Group>;
  if (!bar) return null;
  return createPortal(<div className={classes.buttons}>{children}</div>, bar);
}
