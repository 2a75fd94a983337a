import { Group, Pagination } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** The pages of a public feed: shown when there is more than one, back to the top on a change. */
export function FeedPagination({
  total,
  value,
  onChange,
}: {
  total: number;
  value: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation("site");
  if (total <= 1) return null;
  return (
    <Group justify="center" mt="sm">
      <Pagination
        total={total}
        value={value}
        onChange={(next) => {
          onChange(next);
          window.scrollTo({ top: 0, behavior: "smooth" });
        }}
        getControlProps={(control) => ({
          "aria-label": control === "previous" ? t("Previous page") : t("Next page"),
        })}
      />
    </Group>
  );
}
