import type { User } from "@cm/contracts";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { HeadedPage } from "../../components/page-heading";
import { useCurrentUser } from "../../lib/auth-store";

/**
 * What a page says about itself, written as `msg("...")` where the page is declared and
 * translated (namespace "pages") when it is shown.
 */
export type PageWords = { title: string; description: string };

/** The view of a signed-in page: it is drawn once the user is known, and is given them. */
export type SignedInView = ComponentType<{ user: User }>;

/**
 * A signed-in page that is its heading and one view. Many route pages are only that; declaring
 * them through here keeps their frame (the heading's size, the gap) the same everywhere.
 */
export function headedPage(words: PageWords, View: SignedInView) {
  return function HeadedRoutePage() {
    const { t } = useTranslation("pages");
    const user = useCurrentUser();
    if (!user) return null;
    return (
      <HeadedPage title={t(words.title)} description={t(words.description)}>
        <View user={user} />
      </HeadedPage>
    );
  };
}
