import { apiPath, medicalDocument, testimonyDocumentsEndpoints } from "@cm/contracts";
import { testimonyDocuments } from "../../db/tables";
import { actionsOf, defineResource } from "../../platform/resources/resource";
import { removeStoredFile } from "../../platform/resources/upload";
import { downloadDocument, visibleDocuments } from "./medical-documents.service";
import { VERIFY } from "./testimonies.service";

const action = actionsOf(testimonyDocuments);

/**
 * Medical documents of testimonies: only the testifier, the church's admins and super admins list
 * or download them (anyone else: 404). Never public; every download is audited.
 */
export const medicalDocumentsResource = defineResource({
  name: "testimony-documents",
  path: apiPath(testimonyDocumentsEndpoints),
  table: testimonyDocuments,
  entity: medicalDocument,
  scope: { kind: "church", field: "church" },
  access: { list: "authenticated", retrieve: "authenticated", delete: VERIFY },
  ordering: ["created_at", "file_name"],
  defaultOrdering: "-created_at",
  filters: { church: "int", testimony: "int" },
  visibleRows: visibleDocuments,
  beforeDelete: removeStoredFile,
  actions: {
    download: action.detail({
      method: "GET",
      access: "authenticated",
      // Audited as an export: who downloaded which document, and when.
      mode: "export",
      summary: "Download the document (never shown inline, never cached)",
      run: (ctx) => downloadDocument(ctx, ctx.object),
    }),
  },
});
