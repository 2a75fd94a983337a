import { Group, Stack, Text, Title } from "@mantine/core";
import { useDocumentTitle } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { FeatureCatalogue } from "../../../features/site/components/feature-catalogue";
import { JoinButtons } from "../../../features/site/components/join-buttons";
import { PlanComparison } from "../../../features/site/components/plan-comparison";
import { PublicPage } from "../../../features/site/components/public-page";
import { siteInfo } from "../../../lib/site-info";

export default function FeaturesPage() {
  const { t } = useTranslation("pages");
  useDocumentTitle(`${t("Features")} · ${siteInfo.productName}`);
  return (
    <PublicPage
      eyebrow={t("Features")}
      title={t("Everything a church office needs")}
      lead={t(
        "Thirteen features, from the member register to finance and assets. A church's plan decides which ones it uses.",
      )}
    >
      <Stack gap={56}>
        <FeatureCatalogue />
        <PlanComparison />
        <Group justify="space-between" gap="md">
          <Stack gap={2}>
            <Title order={2} fz="xl">
              {t("Ready to start?")}
            </Title>
            <Text c="dimmed">{t("Register, then choose a plan for your church from your dashboard.")}</Text>
          </Stack>
          <JoinButtons contactLabel={t("Ask a question")} />
        </Group>
      </Stack>
    </PublicPage>
  );
}
