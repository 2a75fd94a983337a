import type { MedicalDocument, Testimony } from "@cm/contracts";
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  FileButton,
  Grid,
  Group,
  Image,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { IconDownload, IconPaperclip, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { Link } from "react-router";
import { ConfirmDialog, useConfirmedDelete } from "../../../components/confirm-dialog";
import { LoadError } from "../../../components/load-error";
import { errorMessage } from "../../../lib/api-client";
import { downloadFile } from "../../../lib/file-transfer";
import { formatDate, formatDateTime } from "../../../lib/format-date";
import { fileSizeText } from "../../../lib/format-size";
import { notify } from "../../../lib/notify";
import {
  DOCUMENTS_PATH,
  useDecideTestimony,
  useDeleteDocument,
  useTestimonyBySlug,
  useUpdateTestimony,
  useUploadDocument,
  useUploadPhoto,
} from "../api/testimonies-api";
import { TestimonyStatusBadge } from "./testimony-status";

type Asking = "verify" | "unverify" | "reject";
const ASK: Record<
  Asking,
  { title: string; label: string; button: string; color?: string; required: boolean }
> = {
  verify: { title: "Verify this testimony", label: "Note (optional)", button: "Verify", required: false },
  unverify: {
    title: "Unverify this testimony",
    label: "Why is it unverified?",
    button: "Unverify",
    required: true,
  },
  reject: {
    title: "Reject this testimony",
    label: "Reason (the testifier reads it)",
    button: "Reject",
    color: "red",
    required: true,
  },
};

function Decision({
  testimony,
  asking,
  onClose,
}: {
  testimony: Testimony;
  asking: Asking;
  onClose: () => void;
}) {
  const decide = useDecideTestimony();
  const [text, setText] = useState("");
  const [publish, setPublish] = useState(testimony.consent_to_publish);
  const [error, setError] = useState<string | null>(null);
  const ask = ASK[asking];
  async function confirm() {
    if (ask.required && !text.trim()) {
      setError("This field may not be blank.");
      return;
    }
    try {
      const decision =
        asking === "verify"
          ? { action: "verify" as const, note: text, is_public: publish }
          : asking === "unverify"
            ? { action: "unverify" as const, note: text }
            : { action: "reject" as const, reason: text };
      await decide.mutateAsync({ id: testimony.id, decision });
      notify.success(
        asking === "verify"
          ? publish
            ? `"${testimony.title}" is verified and published.`
            : `"${testimony.title}" is verified.`
          : asking === "unverify"
            ? `"${testimony.title}" is no longer verified.`
            : `"${testimony.title}" has been rejected.`,
      );
      onClose();
    } catch (e) {
      setError(errorMessage(e));
    }
  }
  return (
    <Modal opened onClose={onClose} title={ask.title}>
      <Stack gap="sm">
        <Textarea
          label={ask.label}
          required={ask.required}
          resize="vertical"
          rows={3}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          error={error}
          data-autofocus
        />
        {asking === "verify" && (
          <Checkbox
            label="Publish it on the public site"
            description={
              testimony.consent_to_publish ? undefined : "The testifier has not agreed to publish it."
            }
            disabled={!testimony.consent_to_publish}
            checked={publish}
            onChange={(e) => setPublish(e.currentTarget.checked)}
          />
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color={ask.color} loading={decide.isPending} onClick={() => void confirm()}>
            {ask.button}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A testimony's medical documents: for its testifier, the church's admins and super admins only. */
function Documents({ testimony, canManage }: { testimony: Testimony; canManage: boolean }) {
  const upload = useUploadDocument();
  const remove = useDeleteDocument();
  const removal = useConfirmedDelete(remove, {
    deleted: (d: MedicalDocument) => `${d.file_name} has been removed.`,
    failed: "The document was not removed",
  });
  async function send(file: File | null) {
    if (!file) return;
    try {
      const saved = await upload.mutateAsync({ testimony: testimony.id, file, onProgress: () => {} });
      notify.success(`${saved.file_name} has been attached.`);
    } catch (error) {
      notify.error({ title: "The document was not attached", message: errorMessage(error) });
    }
  }
  async function download(d: MedicalDocument) {
    try {
      await downloadFile(`${DOCUMENTS_PATH}${d.id}/download/`, {}, d.file_name);
    } catch (error) {
      notify.error({ title: "The document could not be downloaded", message: errorMessage(error) });
    }
  }
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="md">
            Medical documents
          </Title>
          <FileButton onChange={(f) => void send(f)} accept=".pdf,.jpg,.jpeg,.png">
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="default"
                leftSection={<IconPaperclip size={14} />}
                loading={upload.isPending}
              >
                Attach a document
              </Button>
            )}
          </FileButton>
        </Group>
        <Text fz="xs" c="dimmed">
          Private: never published. Every download is recorded in the audit log.
        </Text>
        {testimony.medical_documents.length === 0 ? (
          <Text fz="sm">No documents.</Text>
        ) : (
          testimony.medical_documents.map((d) => (
            <Stack key={d.id} gap={2}>
              <Text fz="sm" style={{ overflowWrap: "anywhere" }}>
                {d.file_name}{" "}
                <Text span c="dimmed" fz="xs">
                  ({fileSizeText(d.size)})
                </Text>
              </Text>
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-sm"
                  variant="subtle"
                  leftSection={<IconDownload size={14} />}
                  onClick={() => void download(d)}
                  aria-label={`Download ${d.file_name}`}
                >
                  Download
                </Button>
                {canManage && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    onClick={() => removal.ask(d)}
                    aria-label={`Remove ${d.file_name}`}
                  >
                    <IconTrash size={14} />
                  </Button>
                )}
              </Group>
            </Stack>
          ))
        )}
      </Stack>
      <ConfirmDialog {...removal.dialogProps} title="Remove this document?" confirmLabel="Remove">
        {removal.target?.file_name} will be deleted.
      </ConfirmDialog>
    </Paper>
  );
}

/** The photo shown with a testimony on the public site: its admins add or change it. */
function Photo({ testimony, canChange }: { testimony: Testimony; canChange: boolean }) {
  const upload = useUploadPhoto();
  async function send(file: File | null) {
    if (!file) return;
    try {
      await upload.mutateAsync({ testimony: testimony.id, file });
      notify.success("The photo has been saved.");
    } catch (error) {
      notify.error({ title: "The photo was not saved", message: errorMessage(error) });
    }
  }
  if (!testimony.photo_url && !canChange) return null;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="md">
          Photo
        </Title>
        {testimony.photo_url ? (
          <Image
            src={testimony.photo_url}
            alt={`Photo for ${testimony.title}`}
            radius="sm"
            mah={240}
            fit="contain"
          />
        ) : (
          <Text fz="sm">No photo.</Text>
        )}
        {canChange && (
          <FileButton onChange={(f) => void send(f)} accept="image/jpeg,image/png,image/webp">
            {(props) => (
              <Button {...props} size="xs" variant="default" loading={upload.isPending}>
                {testimony.photo_url ? "Change the photo" : "Add a photo"}
              </Button>
            )}
          </FileButton>
        )}
      </Stack>
    </Paper>
  );
}

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
