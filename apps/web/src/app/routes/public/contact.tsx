import { Anchor, Grid, Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { IconMail, IconMapPin, IconPhone } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ContactForm } from "../../../features/contact/components/contact-form";
import { PublicPage } from "../../../features/site/components/public-page";
import { siteInfo, telephoneHref, useSiteInfo } from "../../../lib/site-info";

function ReachUs() {
  const { t } = useTranslation("pages");
  const { info, loading } = useSiteInfo();
  return (
    <Paper withBorder p="lg" bg="gray.0">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t("Other ways to reach us")}
        </Title>
        {loading ? (
          <Stack gap="xs" aria-hidden>
            <Skeleton height={14} width="80%" />
            <Skeleton height={14} width="60%" />
          </Stack>
        ) : (
          <Stack gap="xs">
            <Text fz="sm" fw={600}>
              {info.organisationName}
            </Text>
            <Anchor href={`mailto:${info.email}`} fz="sm">
              <IconMail size={15} style={{ verticalAlign: "-2px", marginRight: 6 }} />
              {info.email}
            </Anchor>
            {info.phone && (
              <Anchor href={telephoneHref(info.phone)} fz="sm">
                <IconPhone size={15} style={{ verticalAlign: "-2px", marginRight: 6 }} />
                {info.phone}
              </Anchor>
            )}
            {info.location && (
              <Text fz="sm">
                <IconMapPin size={15} style={{ verticalAlign: "-2px", marginRight: 6 }} />
                {info.location}
              </Text>
            )}
          </Stack>
        )}
        <Text fz="sm" c="dimmed">
          {t(
            "A question about your membership record? Your own church's secretary can usually help at once. For requests about personal data, see",
          )}{" "}
          <Anchor component={Link} to="/data-protection" inherit>
            {t("data protection")}
          </Anchor>
          .
        </Text>
      </Stack>
    </Paper>
  );
}

export default function ContactPage() {
  const { t } = useTranslation("pages");
  useDocumentTitle(t("{title} · {product}", { title: t("Contact"), product: siteInfo.productName }));
  return (
    <PublicPage
      eyebrow={t("Contact")}
      title={t("Send us a message")}
      lead={t(
        "Questions about the service, a problem to report, or a church that would like to join: write to the national office.",
      )}
    >
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <ContactForm />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ReachUs />
        </Grid.Col>
      </Grid>
    </PublicPage>
  );
}
