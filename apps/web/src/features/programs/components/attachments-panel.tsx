import {
  PROGRAM_ATTACHMENT_MAX_BYTES,
  type ProgramAttachment,
  programAttachmentsEndpoints,
} from "@cm/contracts";
import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Progress,
  Stack,
  Text,
  Tooltip,
  VisuallyHidden,
} from "@mantine/core";
import { IconDownload, IconPaperclip } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog, useConfirmedDelete } from "../../../components/confirm-dialog";
import { type DataTableColumn, ListTable, useDataTableState } from "../../../components/data-table";
import { TitledSection } from "../../../components/titled-section";
import { errorMessage } from "../../../lib/api-client";
import { downloadFile } from "../../../lib/file-transfer";
import { formatDateTime } from "../../../lib/format-date";
import { fileSizeText } from "../../../lib/format-size";
import { notify } from "../../../lib/notify";
import { clientOf } from "../../../lib/typed-client";
import { useAttachments, useDeleteProgramRecord, useUploadAttachment } from "../api/programs-api";
import { RemoveButton } from "./record-dialog";

const programAttachmentsClient = clientOf(programAttachmentsEndpoints);

type Target = { program: number } | { occurrence: number };

/** What the file picker offers; the server checks every file again by its content. */
const ACCEPT = [
  ".pdf",
  ".jpg",
  ".jpeg",
  ".png",
  ".webp",
  ".doc",
  ".docx",
  ".xls",
  ".xlsx",
  ".ppt",
  ".pptx",
].join(",");

/** Files kept with a program or a date: upload with progress, download, remove. */
export function AttachmentsPanel({
  target,
  canWrite,
  title: titled,
}: {
  target: Target;
  canWrite: boolean;
  title?: string;
}) {
  const { t } = useTranslation("programs");
  const title = titled ?? t("Files");
  const table = useDataTableState({ pageSize: 10 });
  const list = useAttachments(target, table.params);
  const upload = useUploadAttachment();
  const remove = useDeleteProgramRecord(programAttachmentsClient);
  const removal = useConfirmedDelete(remove, {
    deleted: (a: ProgramAttachment) => t("{name} has been removed.", { name: a.file_name }),
    failed: t("The file was not removed"),
  });
  const [progress, setProgress] = useState<number | null>(null);

  async function send(file: File | null) {
    if (!file) return;
    if (file.size > PROGRAM_ATTACHMENT_MAX_BYTES) {
      notify.error({ title: t("The file was not kept"), message: t("The file is larger than 20 MB.") });
      return;
    }
    setProgress(0);
    try {
      const saved = await upload.mutateAsync({ target, file, onProgress: (f) => setProgress(f ?? 1) });
      notify.success(t("{name} has been kept.", { name: saved.file_name }));
    } catch (error) {
      notify.error({ title: t("The file was not kept"), message: errorMessage(error) });
    } finally {
      setProgress(null);
    }
  }

  async function download(a: ProgramAttachment) {
    try {
      await downloadFile(programAttachmentsClient.actionPath("download", a.id), {}, a.file_name);
    } catch (error) {
      notify.error({ title: t("The file could not be downloaded"), message: errorMessage(error) });
    }
  }

  const columns: DataTableColumn<ProgramAttachment>[] = [
    { key: "file_name", header: t("File"), sortable: true },
    { key: "size", header: t("Size"), onPhone: false, render: (a) => fileSizeText(a.size) },
    { key: "created_at", header: t("Added"), sortable: true, render: (a) => formatDateTime(a.created_at) },
    {
      key: "actions",
      header: <VisuallyHidden>{t("Actions")}</VisuallyHidden>,
      width: 96,
      align: "right",
      render: (a) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Tooltip label={t("Download")}>
            <ActionIcon
              variant="subtle"
              aria-label={t("Download {name}", { name: a.file_name })}
              onClick={() => void download(a)}
            >
              <IconDownload size={16} />
            </ActionIcon>
          </Tooltip>
          {canWrite && (
            <RemoveButton label={t("Remove {name}", { name: a.file_name })} onClick={() => removal.ask(a)} />
          )}
        </Group>
      ),
    },
  ];

  return (
    <TitledSection
      title={title}
      action={
        canWrite && (
          <FileButton onChange={(f) => void send(f)} accept={ACCEPT}>
            {(props) => (
              <Button
                {...props}
                size="compact-sm"
                leftSection={<IconPaperclip size={14} />}
                loading={upload.isPending}
              >
                {t("Attach a file")}
              </Button>
            )}
          </FileButton>
        )
      }
    >
      {canWrite && (
        <Text fz="xs" c="dimmed">
          {t("PDF, pictures, Word, Excel or PowerPoint, up to 20 MB each.")}
        </Text>
      )}
      {progress !== null && (
        <Stack gap={4}>
          <Text fz="xs" c="dimmed">
            {t("Sending the file…")}
          </Text>
          <Progress value={Math.round(progress * 100)} aria-label={t("File upload")} />
        </Stack>
      )}
      <ListTable
        label={title}
        columns={columns}
        list={list}
        table={table}
        search={t("Search file names")}
        empty={t("No files kept yet.")}
      />
      <ConfirmDialog title={t("Remove this file?")} confirmLabel={t("Remove")} {...removal.dialogProps}>
        {removal.target ? t("{name} will be deleted.", { name: removal.target.file_name }) : ""}
      </ConfirmDialog>
    </TitledSection>
  );
}
