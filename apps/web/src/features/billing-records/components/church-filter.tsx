import { useTranslation } from "react-i18next";
import { type DataTableController, FilterSelect } from "../../../components/data-table";
import { useChurchChoices } from "../api/payments-api";

/** Narrows a billing list to one church; for users who see every church's records. */
export function ChurchFilter({ table }: { table: Pick<DataTableController, "filters" | "setFilter"> }) {
  const { t } = useTranslation("billing-records");
  const churches = useChurchChoices();
  const choices = (churches.data?.results ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return (
    <FilterSelect
      table={table}
      name="church"
      label={t("Church")}
      placeholder={t("All churches")}
      data={choices}
      searchable
      maxWidth={240}
    />
  );
}
