import { Stack } from "@mantine/core";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { PageHeading } from "../../components/page-heading";

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
  return function HeadedPage() {
    const { t } = useTranslation("pages");
    return (
      <Stack gap="lg">
        <PageHeading title={t(words.title)}>{t(words.description)}</PageHeading>
        <View />
      </Stack>
    );
  };
}
