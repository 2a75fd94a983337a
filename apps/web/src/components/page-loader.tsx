import { Center, Loader } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** Shown while a page's code or first data is on its way. */
export function PageLoader({ minHeight = "50vh" }: { minHeight?: string | number }) {
  const { t } = useTranslation("common");
  return (
    <Center mih={minHeight} role="status" aria-label={t("Loading")}>
      <Loader type="dots" />
    </Center>
  );
}
