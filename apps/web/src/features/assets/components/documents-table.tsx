import type { AssetDocument } from "@cm/contracts";
import { Menu } from "@mantine/core";
import { IconDownload, IconTrash } from "@tabler/icons-react";
import { useState } from "react";
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
  const table = useDataTableState({ ordering: "-created_at" });
  const list = useDocumentList({ ...table.params, filters: { asset } });
  const remove = useDeleteDocument();
  const [deleting, setDeleting] = useState<AssetDocument | null>(null);

  async function download(doc: AssetDocument) {
    try {
      await downloadDocument(doc);
    } catch (error) {
      notify.error({ title: "The file was not downloaded", message: errorMessage(error) });
    }
  }

  const columns: DataTableColumn<AssetDocument>[] = [
    { key: "title", header: "Title", sortable: true },
    { key: "kind", header: "Kind", render: (row) => codeLabel(row.kind) },
    { key: "expires_on", header: "Expires", sortable: true, render: (row) => formatDate(row.expires_on) },
    { key: "file_name", header: "File" },
    { key: "created_at", header: "Added", sortable: true, render: (row) => formatDate(row.created_at) },
    actionsColumn<AssetDocument>({
      label: (row) => `Actions for ${row.title}`,
      menu: (row) => (
        <>
          <Menu.Item leftSection={<IconDownload size={16} />} onClick={() => void download(row)}>
            Download
          </Menu.Item>
          {canWrite && (
            <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setDeleting(row)}>
              Delete
            </Menu.Item>
          )}
        </>
      ),
    }),
  ];

  return (
    <>
      <ListTable
        label="Documents"
        columns={columns}
        list={list}
        table={table}
        search="Search titles and file names"
        empty="No documents kept with this asset."
        minWidth={680}
      />
      <ConfirmDialog
        opened={deleting !== null}
        title="Delete this document?"
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() =>
          void remove
            .mutateAsync(deleting?.id ?? 0)
            .then(() => {
              notify.success("The document has been deleted.");
              setDeleting(null);
            })
            .catch((error) => notify.error({ title: "Nothing was deleted", message: errorMessage(error) }))
        }
        onCancel={() => setDeleting(null)}
      >
        {deleting ? `${deleting.title} (${deleting.file_name}) will be removed for good.` : ""}
      </ConfirmDialog>
    </>
  );
}
