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
import { Link } from "react-router";
import { LoadError } from "../../../components/load-error";
import { errorMessage } from "../../../lib/api-client";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { useTestimonyBySlug, useUpdateTestimony } from "../api/testimonies-api";
import { type Asking, Decision } from "./testimony-decision";
import { Documents, Photo } from "./testimony-files";
import { TestimonyStatusBadge } from "./testimony-status";

/** A testimony as its church's admins review it: the story, the decisions, publishing, documents. */
export function TestimonyReview({ slug, canVerify }: { slug: string; canVerify: boolean }) {
  const query = useTestimonyBySlug(slug);
  const update = useUpdateTestimony();
  const [asking, setAsking] = useState<Asking | null>(null);
  if (query.isPending) return <Skeleton height={320} radius="md" />;
  if (query.isError)
    return <LoadError error={query.error} what="testimony" onRetry={() => void query.refetch()} />;
  const t = query.data;
  if (!t)
    return (
      <Alert color="gray" variant="light" title="Testimony not found">
        It does not exist or is not yours to see.{" "}
        <Anchor component={Link} to="/admin/testimonies">
          All testimonies
        </Anchor>
      </Alert>
    );

  async function toggle(field: "is_public" | "featured", value: boolean) {
    try {
      await update.mutateAsync({ id: t?.id ?? 0, data: { [field]: value } });
      notify.success(value ? (field === "featured" ? "It is featured." : "It is published.") : "Saved.");
    } catch (error) {
      notify.error({ title: "The testimony was not changed", message: errorMessage(error) });
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="xs">
            <TestimonyStatusBadge status={t.status} />
            <Text fz="sm" c="dimmed">
              {t.type_name}
            </Text>
          </Group>
          <Title order={1} fz={{ base: 22, sm: 28 }}>
            {t.title}
          </Title>
          <Text fz="sm" c="dimmed">
            {t.testifier_name} · {t.church_name}
            {t.event_date ? ` · ${formatDate(t.event_date)}` : ""}
          </Text>
        </Stack>
        {canVerify && (
          <Group gap="xs">
            {t.status !== "VERIFIED" && <Button onClick={() => setAsking("verify")}>Verify</Button>}
            {t.status === "VERIFIED" && (
              <Button variant="default" onClick={() => setAsking("unverify")}>
                Unverify
              </Button>
            )}
            {(t.status === "PENDING" || t.status === "UNVERIFIED") && (
              <Button color="red" variant="light" onClick={() => setAsking("reject")}>
                Reject
              </Button>
            )}
          </Group>
        )}
      </Group>
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper withBorder p="md" radius="md">
            <Text fz="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {t.story}
            </Text>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Paper withBorder p="md" radius="md">
              <Stack gap="xs">
                <Text fz="sm">
                  Consent to publish: <strong>{t.consent_to_publish ? "Yes" : "No"}</strong>
                </Text>
                <Text fz="sm">
                  Name shown publicly: <strong>{t.is_anonymous ? "No (anonymous)" : "Yes"}</strong>
                </Text>
                <Text fz="sm">Shared {formatDateTime(t.created_at)}</Text>
                {t.verified_at && <Text fz="sm">Verified {formatDateTime(t.verified_at)}</Text>}
                {t.verification_note && <Text fz="sm">Note: {t.verification_note}</Text>}
                {t.rejection_reason && <Text fz="sm">Reason for rejection: {t.rejection_reason}</Text>}
                {canVerify && (
                  <>
                    <Switch
                      label="Public"
                      description={
                        t.consent_to_publish
                          ? "Shown on the public site once verified"
                          : "Needs the testifier's consent"
                      }
                      disabled={!t.consent_to_publish}
                      checked={t.is_public}
                      onChange={(e) => void toggle("is_public", e.currentTarget.checked)}
                    />
                    <Switch
                      label="Featured"
                      description="Shown first on the public site"
                      checked={t.featured}
                      onChange={(e) => void toggle("featured", e.currentTarget.checked)}
                    />
                  </>
                )}
                {t.status === "VERIFIED" && t.is_public && (
                  <Anchor component={Link} to={`/testimonies/${t.slug}`} fz="sm">
                    See it on the public site
                  </Anchor>
                )}
              </Stack>
            </Paper>
            <Photo testimony={t} canChange={canVerify} />
            <Documents testimony={t} canManage={canVerify} />
          </Stack>
        </Grid.Col>
      </Grid>
      {asking && <Decision testimony={t} asking={asking} onClose={() => setAsking(null)} />}
    </Stack>
  );
}
