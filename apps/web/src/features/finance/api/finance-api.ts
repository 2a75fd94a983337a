import type {
  Expense,
  ExpenseInput,
  FinanceReport,
  FinanceReportKind,
  Income,
  IncomeInput,
  ListTotals,
  Page,
  ReportFormat,
  ReportScope,
  SupportKind,
  SupportPayment,
  SupportRegionSummary,
} from "@cm/contracts";
import {
  expensesEndpoints,
  financeCategoriesEndpoints,
  financeReportsEndpoints,
  incomeEndpoints,
  ministrySupportEndpoints,
  regionalSupportEndpoints,
} from "@cm/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { refreshingMutation } from "../../../components/shared-parts/refreshing-mutation";
import { api, type QueryParams } from "../../../lib/api-client";
import { downloadFile, type UploadProgress, uploadForm } from "../../../lib/file-transfer";
import { type ListParams, listQuery, resourceKeys, useResourceList } from "../../../lib/resource-hooks";
import { clientOf, type ResourceWith } from "../../../lib/typed-client";
import { useWorkingChurchId } from "../../../lib/working-church";

const expensesClient = clientOf(expensesEndpoints);
const financeCategoriesClient = clientOf(financeCategoriesEndpoints);
const financeReportsClient = clientOf(financeReportsEndpoints);
const incomeClient = clientOf(incomeEndpoints);
const ministrySupportClient = clientOf(ministrySupportEndpoints);
const regionalSupportClient = clientOf(regionalSupportEndpoints);

/** The client of one kind of support payment. */
type SupportActions = "confirm" | "dispute" | "church-summary" | "region-summary";
const SUPPORT: Record<SupportKind, ResourceWith<SupportActions>> = {
  ministry: ministrySupportClient,
  regional: regionalSupportClient,
};
export const supportClient = (kind: SupportKind) => SUPPORT[kind];
export const supportPath = (kind: SupportKind) => SUPPORT[kind].path;

/** Every finance query starts with this key: one invalidation after a write refreshes the pages. */
const FINANCE = "finance";
const financeKey = (...parts: unknown[]) => [FINANCE, ...parts];

/** The list's search and filters without paging (for totals and exports). */
export function filterQuery(params: ListParams): QueryParams {
  const { page: _page, page_size: _size, ...rest } = listQuery(params);
  return rest;
}

export const useIncomeList = (params: ListParams) => useResourceList<Income>(incomeClient.path, params);
export const useExpenseList = (params: ListParams) => useResourceList<Expense>(expensesClient.path, params);

/** The totals of a list's filtered rows, per currency. */
export function useListTotals(book: ResourceWith<"totals">, params: ListParams) {
  const query = filterQuery(params);
  return useQuery({
    queryKey: [...resourceKeys.all(book.path), "totals", query],
    queryFn: ({ signal }) => api.get<ListTotals>(book.actionPath("totals"), query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The active categories of one kind the working church may use. */
export function useCategoryChoices(kind: "INCOME" | "EXPENSE") {
  const church = useWorkingChurchId();
  return useQuery({
    queryKey: financeKey("categories", kind, church),
    queryFn: ({ signal }) =>
      financeCategoriesClient.run(kind === "INCOME" ? "income_categories" : "expense_categories", {
        signal,
      }),
    staleTime: 60_000,
  });
}

export function useIncomeSummary(range: { from: string; to: string } | null) {
  const church = useWorkingChurchId();
  return useQuery({
    queryKey: financeKey("income-summary", church, range),
    queryFn: ({ signal }) =>
      incomeClient.run("summary", {
        query: { received_on__gte: range?.from, received_on__lte: range?.to },
        signal,
      }),
    enabled: range !== null,
  });
}

export function useExpenseSummary(range: { from: string; to: string } | null) {
  const church = useWorkingChurchId();
  return useQuery({
    queryKey: financeKey("expense-summary", church, range),
    queryFn: ({ signal }) =>
      expensesClient.run("summary-by-category", {
        query: { spent_on__gte: range?.from, spent_on__lte: range?.to },
        signal,
      }),
    enabled: range !== null,
  });
}

/** Refreshes every finance figure and list after a write. */
function useInvalidateFinance() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: [FINANCE] }),
      client.invalidateQueries({ queryKey: resourceKeys.all(incomeClient.path) }),
      client.invalidateQueries({ queryKey: resourceKeys.all(expensesClient.path) }),
      client.invalidateQueries({ queryKey: resourceKeys.all(supportPath("ministry")) }),
      client.invalidateQueries({ queryKey: resourceKeys.all(supportPath("regional")) }),
    ]);
}
const useRefreshingWrite = refreshingMutation(useInvalidateFinance);

/** Creates (no id) or changes (an id) a record of a finance list. */
function useSave<TInput, TResult>(book: ResourceWith) {
  const invalidate = useInvalidateFinance();
  return useMutation({
    mutationFn: ({ id, data }: { id: number | null; data: TInput }) =>
      id === null ? api.post<TResult>(book.path, data) : api.patch<TResult>(book.detailPath(id), data),
    onSuccess: invalidate,
  });
}

export const useSaveIncome = () => useSave<IncomeInput, Income>(incomeClient);
export const useSaveExpense = () => useSave<ExpenseInput, Expense>(expensesClient);

export function useDeleteRecord(book: ResourceWith) {
  const invalidate = useInvalidateFinance();
  return useMutation({
    mutationFn: (id: number) => api.delete(book.detailPath(id)),
    onSuccess: invalidate,
  });
}

/** Approves (no reason) or rejects (with a reason) a pending expense. */
export const useReviewExpense = () =>
  useRefreshingWrite(({ id, reason }: { id: number; reason: string | null }) =>
    reason === null
      ? expensesClient.run("approve", { id: id })
      : expensesClient.run("reject", { id: id, body: { reason } }),
  );

export function uploadReceipt(id: number, file: File, onProgress: UploadProgress): Promise<Expense> {
  const form = new FormData();
  form.append("file", file);
  return uploadForm<Expense>(expensesClient.actionPath("upload-receipt", id), form, onProgress);
}

export const useUploadReceipt = () =>
  useRefreshingWrite((input: { id: number; file: File; onProgress: UploadProgress }) =>
    uploadReceipt(input.id, input.file, input.onProgress),
  );

const today = () => new Date().toISOString().slice(0, 10);

/** Downloads the rows of a finance list that its search and filters select. */
export function exportRecords(
  book: ResourceWith<"export">,
  name: string,
  format: "xlsx" | "csv",
  params: ListParams,
) {
  return downloadFile(
    book.actionPath("export"),
    { ...filterQuery(params), format },
    `${name}-${today()}.${format}`,
  );
}

/** Support payments of one kind (the working church's, or every church's for a super admin's page). */
export function useSupportList(kind: SupportKind, params: ListParams, acrossChurches = false) {
  // The national pages look across churches, whatever church the officer chose to work on.
  const query = { ...listQuery(params), ...(acrossChurches ? { church: null } : {}) };
  return useQuery({
    queryKey: [...resourceKeys.lists(supportPath(kind)), query, acrossChurches],
    queryFn: ({ signal }) => api.get<Page<SupportPayment>>(supportPath(kind), query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveSupport(kind: SupportKind) {
  return useSave<Record<string, unknown>, SupportPayment>(supportClient(kind));
}

/** Confirms (no note) or disputes (with a note) a support payment. */
export function useConfirmSupport(kind: SupportKind) {
  const invalidate = useInvalidateFinance();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string | null }) =>
      note === null
        ? api.post<SupportPayment>(supportClient(kind).actionPath("confirm", id))
        : api.post<SupportPayment>(supportClient(kind).actionPath("dispute", id), { note }),
    onSuccess: invalidate,
  });
}

export function useChurchSupportSummary(year: number, acrossChurches = false) {
  const church = useWorkingChurchId();
  return useQuery({
    queryKey: financeKey("ministry-summary", year, acrossChurches ? "all" : church),
    queryFn: ({ signal }) =>
      ministrySupportClient.run("church-summary", {
        query: { year, ...(acrossChurches ? { church: null } : {}) },
        signal,
      }),
  });
}

/** Support per region and per church in it for a year (regional support unless told). */
export function useRegionSupportSummary(
  year: number,
  acrossChurches = false,
  kind: SupportKind = "regional",
) {
  const church = useWorkingChurchId();
  return useQuery({
    queryKey: financeKey(`${kind}-by-region`, year, acrossChurches ? "all" : church),
    queryFn: ({ signal }) =>
      api.get<SupportRegionSummary>(
        supportClient(kind).actionPath("region-summary"),
        { year, ...(acrossChurches ? { church: null } : {}) },
        { signal },
      ),
  });
}

/** What a report is asked for: the report, whose books, and the period. */
export type ReportRequest = {
  report: FinanceReportKind;
  scope: ReportScope;
  region?: number | null;
  financial_year?: number | null;
  date_from?: string | null;
  date_to?: string | null;
};

function reportQuery(request: ReportRequest, format: ReportFormat): QueryParams {
  return {
    report: request.report,
    scope: request.scope,
    region: request.scope === "region" ? request.region : null,
    financial_year: request.financial_year,
    date_from: request.financial_year ? null : request.date_from,
    date_to: request.financial_year ? null : request.date_to,
    // A region or national report is not about the church an officer works on.
    ...(request.scope === "church" ? {} : { church: null }),
    format,
  };
}

export function useReport(request: ReportRequest | null) {
  const church = useWorkingChurchId();
  return useQuery({
    queryKey: financeKey("report", church, request),
    queryFn: ({ signal }) =>
      api.get<FinanceReport>(
        financeReportsClient.actionPath("generate-report"),
        reportQuery(request as ReportRequest, "json"),
        {
          signal,
        },
      ),
    enabled: request !== null,
    placeholderData: keepPreviousData,
  });
}

export function downloadReport(request: ReportRequest, format: Exclude<ReportFormat, "json">) {
  return downloadFile(
    financeReportsClient.actionPath("generate-report"),
    reportQuery(request, format),
    `${request.report}-${today()}.${format}`,
  );
}
