import { Button, Group } from "@mantine/core";
import { IconDownload, IconPrinter } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";

/** A report's download buttons, one per format (the first one stressed), and Print. */
export function ReportDownloads<F extends string>({
  formats,
  downloading,
  canDownload,
  canPrint,
  onDownload,
}: {
  formats: readonly { format: F; label: string }[];
  /** The format being downloaded, if any: the others wait for it. */
  downloading: string | null;
  canDownload: boolean;
  canPrint: boolean;
  onDownload: (format: F) => void;
}) {
  const { t } = useTranslation("common");
  return (
    <Group gap="xs" mt="md">
      {formats.map(({ format, label }, i) => (
        <Button
          key={format}
          variant={i === 0 ? "filled" : "default"}
          leftSection={<IconDownload size={16} />}
          loading={downloading === format}
          disabled={!canDownload || (downloading !== null && downloading !== format)}
          onClick={() => onDownload(format)}
        >
          {t("Download {format}", { format: label })}
        </Button>
      ))}
      <Button
        variant="subtle"
        leftSection={<IconPrinter size={16} />}
        disabled={!canPrint}
        onClick={() => window.print()}
      >
        {t("Print")}
      </Button>
    </Group>
  );
}
