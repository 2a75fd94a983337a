import type { MedicalDocument, Testimony } from "@cm/contracts";
import { testimonyDocumentsEndpoints } from "@cm/contracts";
import { Button, FileButton, Group, Image, Stack, Text } from "@mantine/core";
import { IconDownload, IconPaperclip, IconTrash } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog, useConfirmedDelete } from "../../../components/confirm-dialog";
import { withToasts } from "../../../components/shared-parts/with-toasts";
import { TitledSection } from "../../../components/titled-section";
import { errorMessage } from "../../../lib/api-client";
import { downloadFile } from "../../../lib/file-transfer";
import { fileSizeText } from "../../../lib/format-size";
import { notify } from "../../../lib/notify";
import { clientOf } from "../../../lib/typed-client";
import { useDeleteDocument, useUploadDocument, useUploadPhoto } from "../api/testimonies-api";

const testimonyDocumentsClient = clientOf(testimonyDocumentsEndpoints);

/** A testimony's medical documents: for its testifier, the church's admins and super admins only. */
export function Documents({ testimony, canManage }: { testimony: Testimony; canManage: boolean }) {
  const upload = useUploadDocument();
  const remove = useDeleteDocument();
  const { t } = useTranslation("testimonies");
  const removal = useConfirmedDelete(remove, {
    deleted: (d: MedicalDocument) => t("{file} has been removed.", { file: d.file_name }),
    failed: t("The document was not removed"),
  });
  async function send(file: File | null) {
    if (!file) return;
    try {
      const saved = await upload.mutateAsync({ testimony: testimony.id, file, onProgress: () => {} });
      notify.success(t("{file} has been attached.", { file: saved.file_name }));
    } catch (error) {
      notify.error({ title: t("The document was not attached"), message: errorMessage(error) });
    }
  }
  async function download(d: MedicalDocument) {
    try {
      await downloadFile(testimonyDocumentsClient.actionPath("download", d.id), {}, d.file_name);
    } catch (error) {
      notify.error({ title: t("The document could not be downloaded"), message: errorMessage(error) });
    }
  }
  return (
    <>
      <TitledSection
        title={t("Medical documents")}
        action={
          <FileButton onChange={(f) => void send(f)} accept=".pdf,.jpg,.jpeg,.png">
            {(props) => (
              <Button
                {...props}
                size="xs"
                variant="default"
                leftSection={<IconPaperclip size={14} />}
                loading={upload.isPending}
              >
                {t("Attach a document")}
              </Button>
            )}
          </FileButton>
        }
      >
        <Text fz="xs" c="dimmed">
          {t("Private: never published. Every download is recorded in the audit log.")}
        </Text>
        {testimony.medical_documents.length === 0 ? (
          <Text fz="sm">{t("No documents.")}</Text>
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
                  aria-label={t("Download {file}", { file: d.file_name })}
                >
                  {t("Download")}
                </Button>
                {canManage && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    onClick={() => removal.ask(d)}
                    aria-label={t("Remove {file}", { file: d.file_name })}
                  >
                    <IconTrash size={14} />
                  </Button>
                )}
              </Group>
            </Stack>
          ))
        )}
      </TitledSection>
      <ConfirmDialog {...removal.dialogProps} title={t("Remove this document?")} confirmLabel={t("Remove")}>
        {t("{file} will be deleted.", { file: removal.target?.file_name ?? "" })}
      </ConfirmDialog>
    </>
  );
}

/** The photo shown with a testimony on the public site: its admins add or change it. */
export function Photo({ testimony, canChange }: { testimony: Testimony; canChange: boolean }) {
  const upload = useUploadPhoto();
  const { t } = useTranslation("testimonies");
  async function send(file: File | null) {
    if (!file) return;
    await withToasts(() => upload.mutateAsync({ testimony: testimony.id, file }), {
      done: t("The photo has been saved."),
      failed: t("The photo was not saved"),
    });
  }
  if (!testimony.photo_url && !canChange) return null;
  return (
    <TitledSection title={t("Photo")}>
      {testimony.photo_url ? (
        <Image
          src={testimony.photo_url}
          alt={t("Photo for {title}", { title: testimony.title })}
          radius="sm"
          mah={240}
          fit="contain"
        />
      ) : (
        <Text fz="sm">{t("No photo.")}</Text>
      )}
      {canChange && (
        <FileButton onChange={(f) => void send(f)} accept="image/jpeg,image/png,image/webp">
          {(props) => (
            <Button {...props} size="xs" variant="default" loading={upload.isPending}>
              {testimony.photo_url ? t("Change the photo") : t("Add a photo")}
            </Button>
          )}
        </FileButton>
      )}
    </TitledSection>
  );
}
