import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { HeadedPage } from "../../components/page-heading";

/**
 * What a page says about itself, written as `msg("...")` where the page is declared and
 * translated (namespace "pages") when it is shown.
 */
export type PageWords = { title: string; description: string };

/**
 * A signed-in page that is its heading and one view. Many route pages are only that; declaring
 * them through here keeps their frame (the heading's size, the gap) the same everywhere.
 */
export function headedPage(words: PageWords, View: ComponentType) {
  return function HeadedRoutePage() {
    const { t } = useTranslation("pages");
    return (
      <HeadedPage title={t(words.title)} description={t(words.description)}>
        <View />
      </HeadedPage>
    );
  };
}
