import { useTranslation } from "react-i18next";
import { type ImportWords, SpreadsheetImportDialog } from "../../../components/spreadsheet-import-dialog";
import { downloadMemberTemplate } from "../api/members-api";
import { useImportMembers } from "../api/members-import-api";

/** The members import: template, file, progress, then the report by row. */
export function ImportMembersDialog({
  opened,
  church,
  onClose,
}: {
  opened: boolean;
  church: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation("members");
  const importMembers = useImportMembers();
  const words: ImportWords = {
    title: t("Import members"),
    intro: t(
      "Fill in the template, one member per row, and choose the file here. Every row is checked first: if any row has a problem nothing is imported, and you see which rows to correct.",
    ),
    submit: t("Import"),
    done: (n) => t("{count, plural, one {# member imported.} other {# members imported.}}", { count: n }),
    outcome: (n) =>
      n > 0 ? t("{count, plural, other {# members imported}}", { count: n }) : t("No members were imported"),
  };
  return (
    <SpreadsheetImportDialog
      opened={opened}
      onClose={onClose}
      words={words}
      downloadTemplate={downloadMemberTemplate}
      send={(file, onProgress) => importMembers.mutateAsync({ file, church, onProgress })}
    />
  );
}
