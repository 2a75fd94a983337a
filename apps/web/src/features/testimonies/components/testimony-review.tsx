import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LoadError } from "../../../components/load-error";
import { withToasts } from "../../../components/shared-parts/with-toasts";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { useTestimonyBySlug, useUpdateTestimony } from "../api/testimonies-api";
import { type Asking, Decision } from "./testimony-decision";
import { Documents, Photo } from "./testimony-files";
import { TestimonyStatusBadge } from "./testimony-status";

/** A testimony as its church's admins review it: the story, the decisions, publishing, documents. */
export function TestimonyReview({ slug, canVerify }: { slug: string; canVerify: boolean }) {
  const query = useTestimonyBySlug(slug);
  const update = useUpdateTestimony();
  const [asking, setAsking] = useState<Asking | null>(null);
  const { t } = useTranslation("testimonies");
  if (query.isPending) return <Skeleton height={320} radius="md" />;
  if (query.isError)
    return <LoadError error={query.error} what={t("testimony")} onRetry={() => void query.refetch()} />;
  const testimony = query.data;
  if (!testimony)
    return (
      <Alert color="gray" variant="light" title={t("Testimony not found")}>
        {t("It does not exist or is not yours to see.")}{" "}
        <Anchor component={Link} to="/admin/testimonies">
          {t("All testimonies")}
        </Anchor>
      </Alert>
    );

  async function toggle(field: "is_public" | "featured", value: boolean) {
    await withToasts(() => update.mutateAsync({ id: testimony?.id ?? 0, data: { [field]: value } }), {
      done: value ? (field === "featured" ? t("It is featured.") : t("It is published.")) : t("Saved."),
      failed: t("The testimony was not changed"),
    });
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs">
            <TestimonyStatusBadge status={testimony.status} />
            <Text fz="sm" c="dimmed">
              {testimony.type_name}
            </Text>
          </Group>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {testimony.title}
          </Title>
          <Text fz="sm" c="dimmed">
            {testimony.testifier_name} · {testimony.church_name}
            {testimony.event_date ? ` · ${formatDate(testimony.event_date)}` : ""}
          </Text>
        </Stack>
        {canVerify && (
          <Group gap="xs">
            {testimony.status !== "VERIFIED" && (
              <Button onClick={() => setAsking("verify")}>{t("Verify")}</Button>
            )}
            {testimony.status === "VERIFIED" && (
              <Button variant="default" onClick={() => setAsking("unverify")}>
                {t("Unverify")}
              </Button>
            )}
            {(testimony.status === "PENDING" || testimony.status === "UNVERIFIED") && (
              <Button color="red" variant="light" onClick={() => setAsking("reject")}>
                {t("Reject")}
              </Button>
            )}
          </Group>
        )}
      </Group>
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p="md" radius="md">
            <Text fz="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {testimony.story}
            </Text>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Paper withBorder p="md" radius="md">
              <Stack gap="xs">
                <Text fz="sm">
                  {t("Consent to publish:")}{" "}
                  <strong>{testimony.consent_to_publish ? t("Yes") : t("No")}</strong>
                </Text>
                <Text fz="sm">
                  {t("Name shown publicly:")}{" "}
                  <strong>{testimony.is_anonymous ? t("No (anonymous)") : t("Yes")}</strong>
                </Text>
                <Text fz="sm">{t("Shared {date}", { date: formatDateTime(testimony.created_at) })}</Text>
                {testimony.verified_at && (
                  <Text fz="sm">{t("Verified {date}", { date: formatDateTime(testimony.verified_at) })}</Text>
                )}
                {testimony.verification_note && (
                  <Text fz="sm">{t("Note: {note}", { note: testimony.verification_note })}</Text>
                )}
                {testimony.rejection_reason && (
                  <Text fz="sm">
                    {t("Reason for rejection: {reason}", { reason: testimony.rejection_reason })}
                  </Text>
                )}
                {canVerify && (
                  <>
                    <Switch
                      label={t("Public")}
                      description={
                        testimony.consent_to_publish
                          ? t("Shown on the public site once verified")
                          : t("Needs the testifier's consent")
                      }
                      disabled={!testimony.consent_to_publish}
                      checked={testimony.is_public}
                      onChange={(e) => void toggle("is_public", e.currentTarget.checked)}
                    />
                    <Switch
                      label={t("Featured")}
                      description={t("Shown first on the public site")}
                      checked={testimony.featured}
                      onChange={(e) => void toggle("featured", e.currentTarget.checked)}
                    />
                  </>
                )}
                {testimony.status === "VERIFIED" && testimony.is_public && (
                  <Anchor component={Link} to={`/testimonies/${testimony.slug}`} fz="sm">
                    {t("See it on the public site")}
                  </Anchor>
                )}
              </Stack>
            </Paper>
            <Photo testimony={testimony} canChange={canVerify} />
            <Documents testimony={testimony} canManage={canVerify} />
          </Stack>
        </Grid.Col>
      </Grid>
      {asking && <Decision testimony={testimony} asking={asking} onClose={() => setAsking(null)} />}
    </Stack>
  );
}
