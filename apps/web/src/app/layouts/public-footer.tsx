import { msg } from "@cm/contracts";
import { Anchor, Box, Container, Divider, Group, SimpleGrid, Skeleton, Stack, Text } from "@mantine/core";
import { IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguagePicker } from "../../components/language-picker";
import { telephoneHref, useSiteInfo } from "../../lib/site-info";
import { LEGAL_LINKS, ORGANISATION_LINKS, type SiteLink } from "../navigation";
import { Brand } from "./brand";
import classes from "./public-layout.module.css";

// The product pages have no place in the header; the footer is where visitors find them.
const SITE_LINKS: SiteLink[] = [
  ...ORGANISATION_LINKS,
  { label: msg("Features"), to: "/features" },
  { label: msg("Live broadcast"), to: "/broadcast" },
];

function LinkColumn({ title, links }: { title: string; links: SiteLink[] }) {
  const { t } = useTranslation("common");
  return (
    <Stack gap={8}>
      <Text fw={700} fz="sm" c="white" tt="uppercase" lts="0.08em">
        {title}
      </Text>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={classes.footerLink}>
          {t(link.label)}
        </Link>
      ))}
    </Stack>
  );
}

/** How to reach the national office, as the super admin set it in Settings. */
function ContactColumn() {
  const { info, loading } = useSiteInfo();
  const { t } = useTranslation("common");
  return (
    <Stack gap={8}>
      <Text fw={700} fz="sm" c="white" tt="uppercase" lts="0.08em">
        {t("Get in touch")}
      </Text>
      {loading ? (
        // Placeholder bars instead of the fallback address, which would flash and then change.
        <Stack gap={10} aria-hidden data-testid="footer-contact-loading">
          <Skeleton height={12} width="80%" opacity={0.25} />
          <Skeleton height={12} width="60%" opacity={0.25} />
          <Skeleton height={12} width="70%" opacity={0.25} />
        </Stack>
      ) : (
        <>
          <Group gap={8} wrap="nowrap">
            <IconMail size={16} style={{ flexShrink: 0 }} />
            <Anchor href={`mailto:${info.email}`} className={classes.footerLink} style={{ minWidth: 0 }}>
              {info.email}
            </Anchor>
          </Group>
          {info.phone && (
            <Group gap={8} wrap="nowrap">
              <IconPhone size={16} style={{ flexShrink: 0 }} />
              <Anchor href={telephoneHref(info.phone)} className={classes.footerLink}>
                {info.phone}
              </Anchor>
            </Group>
          )}
          {info.location && (
            <Group gap={8} wrap="nowrap" align="flex-start">
              <IconMapPin size={16} style={{ flexShrink: 0, marginTop: 2 }} />
              <Text fz="sm" c="brand.1">
                {info.location}
              </Text>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

/** Public footer: About, Contact, the legal pages and how to reach the national office. */
export function PublicFooter() {
  const { info } = useSiteInfo();
  const { t } = useTranslation("common");
  return (
    <Box component="footer" className={classes.footer} py={48}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Brand inverted />
            <Text fz="sm" c="brand.1" maw={260}>
              {t("One place for national headquarters, regions and local churches to care for their people.")}
            </Text>
          </Stack>
          <LinkColumn title={t("Organisation")} links={SITE_LINKS} />
          <LinkColumn title={t("Legal")} links={LEGAL_LINKS} />
          <ContactColumn />
        </SimpleGrid>
        <Divider my="xl" color="brand.7" />
        <Group justify="space-between" gap="sm">
          <Text fz="xs" c="brand.2">
            {t("© {year} {organisation}. All rights reserved.", {
              year: new Date().getFullYear(),
              organisation: info.organisationName,
            })}
          </Text>
          <LanguagePicker inverted />
        </Group>
      </Container>
    </Box>
  );
}
