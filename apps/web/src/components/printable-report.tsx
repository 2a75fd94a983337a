import { Alert, Paper, SimpleGrid, Skeleton, Stack, Title } from "@mantine/core";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../lib/api-client";
import { notify } from "../lib/notify";
import classes from "./printable-report.module.css";
import { ReportDownloads } from "./report-downloads";

/** The files a report downloads as, by the words on their buttons. */
const FORMAT_LABELS = { pdf: "PDF", xlsx: "Excel", csv: "CSV" } as const;
type ReportFileFormat = keyof typeof FORMAT_LABELS;

/**
 * A report's download, one format at a time: which one is being prepared, and a toast while it
 * is, then done or why not. `run` is null while the report is not chosen in full.
 */
export function useReportDownload<F extends string>(run: ((format: F) => Promise<unknown>) | null) {
  const { t } = useTranslation("common");
  const [downloading, setDownloading] = useState<F | null>(null);
  async function download(format: F) {
    if (!run) return;
    setDownloading(format);
    const toast = notify.loading(t("Preparing the report…"));
    try {
      await run(format);
      notify.done(toast, "success", t("The report has been downloaded."));
    } catch (error) {
      notify.done(toast, "error", {
        title: t("The report was not downloaded"),
        message: errorMessage(error),
      });
    } finally {
      setDownloading(null);
    }
  }
  return { downloading, download: (format: F) => void download(format) };
}

/**
 * The choices of a report (`children`, side by side), a `note` under them, and its download and
 * print buttons; none of it is printed.
 */
export function ReportControls<F extends ReportFileFormat>({
  columns,
  note,
  formats,
  downloads,
  canDownload,
  canPrint,
  children,
}: {
  /** How many choices stand side by side on a wide screen. */
  columns: number;
  note?: ReactNode;
  /** The formats offered, the one most asked for first (its button is stressed). */
  formats: readonly F[];
  downloads: ReturnType<typeof useReportDownload<F>>;
  canDownload: boolean;
  canPrint: boolean;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" className={classes.controls}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: columns }} spacing="sm">
        {children}
      </SimpleGrid>
      {note}
      <ReportDownloads
        formats={formats.map((format) => ({ format, label: FORMAT_LABELS[format] }))}
        downloading={downloads.downloading}
        canDownload={canDownload}
        canPrint={canPrint}
        onDownload={downloads.download}
      />
    </Paper>
  );
}

/** While a report is prepared: why it could not be (`error`), or a placeholder in its place. */
export function ReportWaiting({ error, loading }: { error: unknown; loading: boolean }) {
  const { t } = useTranslation("common");
  if (error) {
    return (
      <Alert color="red" variant="light" title={t("We could not prepare this report")}>
        {errorMessage(error)}
      </Alert>
    );
  }
  if (loading) return <Skeleton h={320} radius="md" role="status" aria-label={t("Loading the report")} />;
  return null;
}

/**
 * The report as it is printed: its title, the lines that say what it covers (`details`), its
 * chart (kept on one page) and its body.
 */
export function PrintableReport({
  title,
  details,
  chart,
  busy,
  children,
}: {
  title: string;
  details: ReactNode;
  chart?: ReactNode;
  /** A new answer is on its way. */
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }} className={classes.printable} aria-busy={busy}>
      <Stack gap="md">
        <div>
          <Title order={2} fz={{ base: 20, sm: 24 }}>
            {title}
          </Title>
          {details}
        </div>
        {chart && <div className={classes.chart}>{chart}</div>}
        {children}
      </Stack>
    </Paper>
  );
}
