import { type MemberImportReport, memberImportReport, membersEndpoints } from "@cm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type UploadProgress, uploadForm } from "../../../lib/file-transfer";
import { resourceKeys } from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";

const membersClient = clientOf(membersEndpoints);

// Apart from the members API so that the report's schema loads with the import dialog, not with
// the members list.
export function importMembers(
  file: File,
  church: number | null,
  onProgress: UploadProgress,
): Promise<MemberImportReport> {
  const form = new FormData();
  if (church !== null) form.append("church", String(church));
  form.append("file", file);
  // Rows that need fixing come back as a 400 whose body is the report itself.
  return uploadForm<MemberImportReport>(
    membersClient.actionPath("import"),
    form,
    onProgress,
    (status, body) => {
      const report = memberImportReport.safeParse(body);
      return status === 400 && report.success && report.data.errors.length > 0 ? report.data : undefined;
    },
  );
}

export function useImportMembers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { file: File; church: number | null; onProgress: UploadProgress }) =>
      importMembers(input.file, input.church, input.onProgress),
    onSuccess: (report) => {
      if (report.imported > 0)
        return client.invalidateQueries({ queryKey: resourceKeys.all(membersClient.path) });
    },
  });
}
