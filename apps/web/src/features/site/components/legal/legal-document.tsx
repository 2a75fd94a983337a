import { Anchor, Box, Grid, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { type SiteInfo, telephoneHref, useSiteInfo } from "../../../../lib/site-info";
import classes from "../site.module.css";

export type LegalSection = { id: string; heading: string; body: ReactNode };

/** The text of one legal page, written against the installation's own contact details. */
export type LegalText = (info: SiteInfo) => { intro: ReactNode; sections: LegalSection[] };

// Changed by hand whenever the wording of any legal page changes.
export const LEGAL_TEXT_DATE = "1 May 2026";

/** Who to write to, as a super admin set it in Settings. */
export function ContactBlock({ info }: { info: SiteInfo }) {
  return (
    <Paper withBorder p="md" bg="gray.0" component="address" style={{ fontStyle: "normal" }}>
      <Text fw={600}>{info.organisationName}</Text>
      {info.location && <Text fz="sm">{info.location}</Text>}
      <Text fz="sm">
        E-mail:{" "}
        <Anchor href={`mailto:${info.email}`} inherit>
          {info.email}
        </Anchor>
      </Text>
      {info.phone && (
        <Text fz="sm">
          Telephone:{" "}
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
  const { intro, sections } = text(info);
  return (
    <Grid gap={{ base: "lg", md: 48 }}>
      <Grid.Col span={{ base: 12, md: 3 }} visibleFrom="md">
        <Box component="nav" aria-label="On this page" className={classes.toc}>
          <Text fz="xs" fw={700} c="dimmed" tt="uppercase" lts="0.08em" mb="xs">
            On this page
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
              Last updated: {LEGAL_TEXT_DATE}
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
