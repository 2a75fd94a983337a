import { type ImportWords, SpreadsheetImportDialog } from "../../../components/spreadsheet-import-dialog";
import { downloadMemberTemplate } from "../api/members-api";
import { useImportMembers } from "../api/members-import-api";

const WORDS: ImportWords = {
  title: "Import members",
  intro:
    "Fill in the template, one member per row, and choose the file here. Every row is checked first: if any row has a problem nothing is imported, and you see which rows to correct.",
  submit: "Import",
  done: (n) => (n === 1 ? "1 member imported." : `${n} members imported.`),
  outcome: (n) => (n > 0 ? `${n} members imported` : "No members were imported"),
};

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
  const importMembers = useImportMembers();
  return (
    <SpreadsheetImportDialog
      opened={opened}
      onClose={onClose}
      words={WORDS}
      downloadTemplate={downloadMemberTemplate}
      send={(file, onProgress) => importMembers.mutateAsync({ file, church, onProgress })}
    />
  );
}
