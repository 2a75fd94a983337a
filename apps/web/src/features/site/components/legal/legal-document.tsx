import { msg } from "@cm/contracts";
import { Anchor, Box, Grid, Paper, Stack, Text, Title } from "@mantine/core";
import type { TFunction } from "i18next";
import type { ReactElement, ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type SiteInfo, telephoneHref, useSiteInfo } from "../../../../lib/site-info";
import classes from "../site.module.css";

export type LegalSection = { id: string; heading: string; body: ReactNode };

/**
 * The text of one legal page, written against the installation's own contact details, in the
 * language shown now (`t` is this folder's).
 */
export type LegalText = (info: SiteInfo, t: TFunction) => { intro: ReactNode; sections: LegalSection[] };

// Changed by hand whenever the wording of any legal page changes (each language writes the date its way).
export const LEGAL_TEXT_DATE = msg("1 May 2026");

/**
 * A text of the catalog with marked words: <strong>…</strong>, <em>…</em>, and the links named in
 * `links` (`{ contact: "/contact" }` makes <contact>contact form</contact> a link), so a sentence
 * with a link in it stays one message that each language orders its own way.
 */
export function RichText({
  t,
  text,
  values,
  links = {},
}: {
  t: TFunction;
  text: string;
  values?: Record<string, string>;
  links?: Record<string, string>;
}) {
  const components: Record<string, ReactElement> = { strong: <strong />, em: <em /> };
  for (const [name, to] of Object.entries(links)) components[name] = <Anchor component={Link} to={to} />;
  return <Trans t={t} i18nKey={text} values={values} components={components} />;
}

/** A list of the catalog's texts, each with its marked words (see RichText). */
export function RichList({ t, entries }: { t: TFunction; entries: readonly string[] }) {
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry}>
          <RichText t={t} text={entry} />
        </li>
      ))}
    </ul>
  );
}

/** Who to write to, as a super admin set it in Settings. */
export function ContactBlock({ info }: { info: SiteInfo }) {
  const { t } = useTranslation("site");
  return (
    <Paper withBorder p="md" bg="gray.0" component="address" style={{ fontStyle: "normal" }}>
      <Text fw={600}>{info.organisationName}</Text>
      {info.location && <Text fz="sm">{info.location}</Text>}
      <Text fz="sm">
        {t("E-mail:")}{" "}
        <Anchor href={`mailto:${info.email}`} inherit>
          {info.email}
        </Anchor>
      </Text>
      {info.phone && (
        <Text fz="sm">
          {t("Telephone:")}{" "}
          <Anchor href={telephoneHref(info.phone)} inherit>
            {info.phone}
          </Anchor>
        </Text>
      )}
    </Paper>
  );
}

/** A legal page: contents on the side (wide screens), numbered sections that can be linked to. */
export function LegalDocument({ text }: { text: LegalText }) {
  const { info } = useSiteInfo();
  const { t } = useTranslation("site");
  const { intro, sections } = text(info, t);
  return (
    <Grid gap={{ base: "lg", md: 48 }}>
      <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
        <Box component="nav" aria-label={t("On this page")} className={classes.toc}>
          <Text fz="xs" fw={700} c="dimmed" tt="uppercase" lts="0.08em" mb="xs">
            {t("On this page")}
          </Text>
          {sections.map((section, index) => (
            <a key={section.id} href={`#${section.id}`} className={classes.tocLink}>
              {index + 1}. {section.heading}
            </a>
          ))}
        </Box>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 9 }}>
        <Stack gap="xl" className={classes.prose} maw={760}>
          <Box>
            <Text fz="sm" c="dimmed" mb="sm">
              {t("Last updated: {date}", { date: t(LEGAL_TEXT_DATE) })}
            </Text>
            {intro}
          </Box>
          {sections.map((section, index) => (
            <Box component="section" key={section.id} id={section.id} className={classes.section}>
              <Title order={2} fz={{ base: 20, sm: 22 }} mb="sm" c="gray.9">
                {index + 1}. {section.heading}
              </Title>
              {section.body}
            </Box>
          ))}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}
