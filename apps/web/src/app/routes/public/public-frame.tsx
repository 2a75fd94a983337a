import { msg } from "@cm/contracts";
import { useDocumentTitle } from "@mantine/hooks";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { LegalDocument, type LegalText } from "../../../features/site/components/legal/legal-document";
import { PublicPage } from "../../../features/site/components/public-page";
import { siteInfo } from "../../../lib/site-info";

/**
 * What a public page says in its band: a small word above the title, the title and one lead
 * line, written as `msg("...")` and translated (namespace "pages") when shown. The browser tab
 * shows `tab`, else the title.
 */
export type PublicWords = {
  eyebrow: string;
  title: string;
  lead: string;
  tab?: string;
  size?: "md" | "lg";
};

/** A public page that is its band and one view, with the browser tab named after it. */
export function publicPage(words: PublicWords, View: ComponentType) {
  return function PublicRoutePage() {
    const { t } = useTranslation("pages");
    useDocumentTitle(`${t(words.tab ?? words.title)} · ${siteInfo.productName}`);
    return (
      <PublicPage eyebrow={t(words.eyebrow)} title={t(words.title)} lead={t(words.lead)} size={words.size}>
        <View />
      </PublicPage>
    );
  };
}

/** A legal text (policy, terms, notices): the same band and width for each, then the text. */
export function legalPage(words: { title: string; lead: string }, text: LegalText) {
  return publicPage({ eyebrow: msg("Legal"), size: "lg", ...words }, function Legal() {
    return <LegalDocument text={text} />;
  });
}
