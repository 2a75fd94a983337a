import type { Fund, Pledge, PledgeInput } from "@cm/contracts";
import { donationsEndpoints, fundsEndpoints, pledgesEndpoints } from "@cm/contracts";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ReportReach } from "../../../components/report-reach";
import { downloadFile } from "../../../lib/file-transfer";
import {
  type ListParams,
  resourceKeys,
  useDeleteResource,
  useResourceList,
  useSaveResource,
} from "../../../lib/resource-hooks";
import { clientOf } from "../../../lib/typed-client";
import { useWorkingChurchId } from "../../../lib/working-church";

const pledges = clientOf(pledgesEndpoints);
const donations = clientOf(donationsEndpoints);
const funds = clientOf(fundsEndpoints);

export const usePledgeList = (params: ListParams) => useResourceList<Pledge>(pledges.path, params);
export const useSavePledge = () => useSaveResource<PledgeInput, Pledge>(pledges.path);
export const useDeletePledge = () => useDeleteResource(pledges.path);

/** The funds a pledge may be toward: the active ones, national defaults and the church's own. */
export const useActiveFundChoices = () =>
  useResourceList<Fund>(funds.path, { page_size: 100, ordering: "name", filters: { is_active: true } });

/** The signed-in member's own pledges and their household's. */
export function useOwnPledges() {
  return useQuery({
    queryKey: [...resourceKeys.all(pledges.path), "mine"],
    queryFn: ({ signal }) => pledges.run("mine", { signal }),
  });
}

/** A giving report's question: whose giving (a church, a region, every church) and which period. */
export type GivingReportRequest = ReportReach;

const reportQuery = (request: GivingReportRequest) => ({
  scope: request.scope,
  region: request.scope === "region" ? request.region : null,
  financial_year: request.financial_year,
  date_from: request.financial_year ? null : request.date_from,
  date_to: request.financial_year ? null : request.date_to,
  // A region's or the nation's giving is not about the church an officer works on.
  ...(request.scope === "church" ? {} : { church: null }),
});

export function useGivingReport(request: GivingReportRequest | null) {
  const church = useWorkingChurchId();
  return useQuery({
    queryKey: [...resourceKeys.all(donations.path), "report", church, request],
    queryFn: ({ signal }) =>
      donations.run("report", {
        query: { ...reportQuery(request as GivingReportRequest), format: "json" },
        signal,
      }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

export function downloadGivingReport(request: GivingReportRequest, format: "pdf" | "xlsx" | "csv") {
  return downloadFile(
    donations.actionPath("report"),
    { ...reportQuery(request), format },
    `giving-report.${format}`,
  );
}
