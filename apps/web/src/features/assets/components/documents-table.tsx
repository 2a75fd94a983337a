import type { AssetDocument } from "@cm/contracts";
import { Menu } from "@mantine/core";
import { IconDownload, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import {
  actionsColumn,
  type DataTableColumn,
  ListTable,
  useDataTableState,
} from "../../../components/data-table";
import { errorMessage } from "../../../lib/api-client";
import { formatDate } from "../../../lib/format-date";
import { notify } from "../../../lib/notify";
import { downloadDocument, useDeleteDocument, useDocumentList } from "../api/assets-api";
import { codeLabel } from "./asset-parts";

/** The receipts, warranties, deeds and manuals kept with one asset. */
export function DocumentsTable({ asset, canWrite }: { asset: number; canWrite: boolean }) {
  const { t } = useTranslation("assets");
  const table = useDataTableState({ ordering: "-created_at" });
  const list = useDocumentList({ ...table.params, filters: { asset } });
  const remove = useDeleteDocument();
  const [deleting, setDeleting] = useState<AssetDocument | null>(null);

  async function download(doc: AssetDocument) {
    try {
      await downloadDocument(doc);
    } catch (error) {
      notify.error({ title: t("The file was not downloaded"), message: errorMessage(error) });
    }
  }

  const columns: DataTableColumn<AssetDocument>[] = [
    { key: "title", header: t("Title"), sortable: true },
    { key: "kind", header: t("Kind"), render: (row) => codeLabel(row.kind) },
    { key: "expires_on", header: t("Expires"), sortable: true, render: (row) => formatDate(row.expires_on) },
    { key: "file_name", header: t("File") },
    { key: "created_at", header: t("Added"), sortable: true, render: (row) => formatDate(row.created_at) },
    actionsColumn<AssetDocument>({
      label: (row) => t("Actions for {name}", { name: row.title }),
      menu: (row) => (
        <>
          <Menu.Item leftSection={<IconDownload size={16} />} onClick={() => void download(row)}>
            {t("Download")}
          </Menu.Item>
          {canWrite && (
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(row)}>
              {t("Delete")}
            </Menu.Item>
          )}
        </>
      ),
    }),
  ];

  return (
    <>
      <ListTable
        label={t("Documents")}
        columns={columns}
        list={list}
        table={table}
        search={t("Search titles and file names")}
        empty={t("No documents kept with this asset.")}
        minWidth={680}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title={t("Delete this document?")}
        confirmLabel={t("Delete")}
        danger
        busy={remove.isPending}
        onConfirm={() =>
          void remove
            .mutateAsync(deleting?.id ?? 0)
            .then(() => {
              notify.success(t("The document has been deleted."));
              setDeleting(null);
            })
            .catch((error) => notify.error({ title: t("Nothing was deleted"), message: errorMessage(error) }))
        }
        onCancel={() => setDeleting(null)}
      >
        {deleting
          ? t("{title} ({file}) will be removed for good.", {
              title: deleting.title,
              file: deleting.file_name,
            })
          : ""}
      </ConfirmDialog>
    </>
  );
}
