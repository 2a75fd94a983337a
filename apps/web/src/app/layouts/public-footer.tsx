import { Anchor, Box, Container, Divider, Group, SimpleGrid, Stack, Text } from "@mantine/core";
import { IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";
import { Link } from "react-router";
import { siteInfo } from "../../lib/site-info";
import { LEGAL_LINKS, ORGANISATION_LINKS, type SiteLink } from "../navigation";
import { Brand } from "./brand";
import classes from "./public-layout.module.css";

function LinkColumn({ title, links }: { title: string; links: SiteLink[] }) {
  return (
    <Stack gap={8}>
      <Text fw={700} fz="sm" c="white" tt="uppercase" lts="0.08em">
        {title}
      </Text>
      {links.map((link) => (
        <Link key={link.to} to={link.to} className={classes.footerLink}>
          {link.label}
        </Link>
      ))}
    </Stack>
  );
}

/** Public footer: About, Contact, the legal pages and how to reach the national office. */
export function PublicFooter() {
  const telephone = siteInfo.phone.replace(/[^+0-9]/g, "");
  return (
    <Box component="footer" className={classes.footer} py={48}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <Brand inverted />
            <Text fz="sm" c="brand.1" maw={260}>
              One place for national headquarters, regions and local churches to care for their people.
            </Text>
          </Stack>
          <LinkColumn title="Organisation" links={ORGANISATION_LINKS} />
          <LinkColumn title="Legal" links={LEGAL_LINKS} />
          <Stack gap={8}>
            <Text fw={700} fz="sm" c="white" tt="uppercase" lts="0.08em">
              Get in touch
            </Text>
            <Group gap={8} wrap="nowrap">
              <IconMail size={16} />
              <Anchor href={`mailto:${siteInfo.email}`} className={classes.footerLink}>
                {siteInfo.email}
              </Anchor>
            </Group>
            <Group gap={8} wrap="nowrap">
              <IconPhone size={16} />
              <Anchor href={`tel:${telephone}`} className={classes.footerLink}>
                {siteInfo.phone}
              </Anchor>
            </Group>
            <Group gap={8} wrap="nowrap" align="flex-start">
              <IconMapPin size={16} style={{ flexShrink: 0, marginTop: 2 }} />
              <Text fz="sm" c="brand.1">
                {siteInfo.location}
              </Text>
            </Group>
          </Stack>
        </SimpleGrid>
        <Divider my="xl" color="brand.7" />
        <Text fz="xs" c="brand.2">
          © {new Date().getFullYear()} {siteInfo.productName}. All rights reserved.
        </Text>
      </Container>
    </Box>
  );
}
