import {
  Alert,
  Button,
  FileInput,
  Group,
  Modal,
  Progress,
  ScrollArea,
  Stack,
  Table,
  Text,
} from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconDownload, IconFileSpreadsheet } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../lib/api-client";
import type { UploadProgress } from "../lib/file-transfer";
import { notify } from "../lib/notify";
import { DialogActions } from "./dialog-actions";
import { Notice } from "./notice";

const ACCEPT = ".xlsx,.csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,text/csv";

/** What the server answers an import: the rows taken, or the problems by row and column. */
export type SheetReport = {
  imported: number;
  errors: { row: number; field: string; column: string; message: string }[];
  error_count?: number;
};

/** The words of one import: its title, its button, what a row is and what it says when done. */
export type ImportWords = {
  title: string;
  intro: string;
  submit: string;
  /** "1 member imported." / "20 members imported." */
  done: (n: number) => string;
  /** "20 members imported" (some taken) or "No members were imported". */
  outcome: (n: number) => string;
};

type Phase =
  | { kind: "choose" }
  | { kind: "sending"; fraction: number | null }
  | { kind: "report"; report: SheetReport };

function ImportReport({ report, words }: { report: SheetReport; words: ImportWords }) {
  const { t } = useTranslation("common");
  if (report.errors.length === 0) {
    return (
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} title={t("Import finished")}>
        {words.done(report.imported)}
      </Alert>
    );
  }
  const rows = new Set(report.errors.map((e) => e.row)).size;
  // The server lists the first 200 problems and counts them all.
  const total = Math.max(report.error_count ?? 0, report.errors.length);
  const unlisted = total - report.errors.length;
  return (
    <Stack gap="sm">
      <Notice color="red" icon={IconAlertTriangle} title={words.outcome(report.imported)}>
        {unlisted > 0
          ? t("{total} problems were found. Correct them in your file and {action} it again.", {
              total: total.toLocaleString("en"),
              action: words.submit.toLowerCase(),
            })
          : t(
              "{rows, plural, one {# row needs} other {# rows need}} correcting. Correct them in your file and {action} it again.",
              { rows, action: words.submit.toLowerCase() },
            )}
      </Notice>
      <ScrollArea.Autosize mah={320} type="auto">
        <Table aria-label={t("Problems found in the file")} striped withTableBorder verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{t("Row")}</Table.Th>
              <Table.Th w={170}>{t("Column")}</Table.Th>
              <Table.Th>{t("Problem")}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.errors.map((error, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one row may carry several problems of one column
              <Table.Tr key={index}>
                <Table.Td>{error.row}</Table.Td>
                <Table.Td>{error.column || "—"}</Table.Td>
                <Table.Td>{error.message}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      {unlisted > 0 && (
        <Text fz="sm">
          {t(
            "{count, plural, one {# more problem is} other {# more problems are}} not listed here. Correct the ones above, then {action} the file again to see the rest.",
            { count: unlisted, action: words.submit.toLowerCase() },
          )}
        </Text>
      )}
    </Stack>
  );
}

/** Template download, file choice, upload with progress, then the server's report by row. */
export function SpreadsheetImportDialog({
  opened,
  onClose,
  words,
  downloadTemplate,
  send,
}: {
  opened: boolean;
  onClose: () => void;
  words: ImportWords;
  downloadTemplate: () => Promise<void>;
  send: (file: File, onProgress: UploadProgress) => Promise<SheetReport>;
}) {
  const { t } = useTranslation("common");
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>({ kind: "choose" });
  const [error, setError] = useState<string | null>(null);
  const [templateBusy, setTemplateBusy] = useState(false);
  const sending = phase.kind === "sending";

  function reset() {
    setFile(null);
    setError(null);
    setPhase({ kind: "choose" });
  }

  function close() {
    if (sending) return;
    onClose();
    reset();
  }

  async function getTemplate() {
    setTemplateBusy(true);
    try {
      await downloadTemplate();
    } catch (e) {
      notify.error({ title: t("The template was not downloaded"), message: errorMessage(e) });
    } finally {
      setTemplateBusy(false);
    }
  }

  async function upload() {
    if (!file) return;
    setError(null);
    setPhase({ kind: "sending", fraction: 0 });
    try {
      const report = await send(file, (fraction) => setPhase({ kind: "sending", fraction }));
      setPhase({ kind: "report", report });
      if (report.errors.length === 0) notify.success(words.done(report.imported));
    } catch (e) {
      setPhase({ kind: "choose" });
      setError(errorMessage(e));
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      size="lg"
      closeOnClickOutside={!sending}
      withCloseButton={!sending}
      title={
        <Text fw={700} fz="lg">
          {words.title}
        </Text>
      }
    >
      {phase.kind === "report" ? (
        <Stack gap="md">
          <ImportReport report={phase.report} words={words} />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={reset}>
              {t("Import another file")}
            </Button>
            <Button onClick={close}>{t("Close")}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="md">
          <Text fz="sm">{words.intro}</Text>
          <Button
            variant="light"
            leftSection={<IconDownload size={16} />}
            w="fit-content"
            loading={templateBusy}
            onClick={() => void getTemplate()}
          >
            {t("Download the template")}
          </Button>
          <FileInput
            label={t("Spreadsheet file")}
            description={t("Excel (.xlsx) or CSV")}
            placeholder={t("Choose a file")}
            accept={ACCEPT}
            leftSection={<IconFileSpreadsheet size={16} />}
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              setError(null);
            }}
            clearable
            clearButtonProps={{ "aria-label": t("Remove the chosen file") }}
            disabled={sending}
          />
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
              {error}
            </Alert>
          )}
          {phase.kind === "sending" && (
            <Stack gap={4} role="status" aria-live="polite">
              <Progress
                value={phase.fraction === null ? 100 : Math.round(phase.fraction * 100)}
                striped={phase.fraction === null}
                animated={phase.fraction === null}
                aria-label={t("Import progress")}
              />
              <Text fz="xs" c="dimmed">
                {phase.fraction === null
                  ? t("Checking and saving the rows…")
                  : t("Sending the file… {percent}%", { percent: Math.round(phase.fraction * 100) })}
              </Text>
            </Stack>
          )}
          <DialogActions
            busy={sending}
            label={words.submit}
            onCancel={close}
            onConfirm={() => void upload()}
            disabled={!file}
          />
        </Stack>
      )}
    </Modal>
  );
}
