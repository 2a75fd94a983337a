import { type GivingStatementMailing, givingStatementsEndpoints } from "@cm/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { downloadFile } from "../../../lib/file-transfer";
import { type ListParams, resourceKeys, useResourceList } from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";
import { useWorkingChurchId } from "../../../lib/working-church";

const statements = clientOf(givingStatementsEndpoints);

/** The signed-in member's own statement of a year, as a PDF download. */
export const downloadOwnStatement = (year: number) =>
  downloadFile(statements.actionPath("mine"), { year }, `giving-statement-${year}.pdf`);

/** One donor's statement of a year (a member's or a household's), as a PDF download. */
export const downloadDonorStatement = (donor: { kind: "member" | "household"; id: number }, year: number) =>
  downloadFile(
    statements.actionPath("statement"),
    { [donor.kind]: donor.id, year },
    `giving-statement-${year}.pdf`,
  );

/** Every donor's statement of the year, as one ZIP of PDFs (made as it downloads). */
export const downloadYearArchive = (year: number) =>
  downloadFile(statements.actionPath("archive"), { year }, `giving-statements-${year}.zip`);

/** The statements e-mailed so far (one per donor and year). */
export const useStatementMailings = (params: ListParams) =>
  useResourceList<GivingStatementMailing>(statements.path, params);

/** E-mails the year's statements to every donor with an address (once each), of the church worked on. */
export function useSendStatements() {
  const client = useQueryClient();
  const church = useWorkingChurchId();
  return useMutation({
    // An officer names the church they chose; a church's own users are the API's to place.
    mutationFn: (year: number) => statements.run("send", { body: { year, ...(church ? { church } : {}) } }),
    onSuccess: () => client.invalidateQueries({ queryKey: resourceKeys.all(statements.path) }),
  });
}
