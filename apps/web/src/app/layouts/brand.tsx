import { Group, Text, ThemeIcon } from "@mantine/core";
import { IconBuildingChurch } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { siteInfo } from "../../lib/site-info";

type BrandProps = {
  to?: string;
  inverted?: boolean;
  /** Only the icon below 1,408 px (xl): the signed-in top bar keeps its room for the page title. */
  compact?: boolean;
};

/** The product mark: an icon and the product name, linking home (or to `to`). */
export function Brand({ to = "/", inverted = false, compact = false }: BrandProps) {
  const { t } = useTranslation("common");
  return (
    <Link
      to={to}
      style={{ textDecoration: "none", color: "inherit" }}
      aria-label={t("{product} home", { product: siteInfo.productName })}
    >
      <Group gap={10} wrap="nowrap">
        <ThemeIcon size={34} radius="md" variant={inverted ? "white" : "filled"}>
          <IconBuildingChurch size={20} stroke={1.8} />
        </ThemeIcon>
        <Text
          fw={800}
          fz="lg"
          visibleFrom={compact ? "xl" : undefined}
          c={inverted ? "white" : undefined}
          style={{ letterSpacing: "-0.01em" }}
        >
          {siteInfo.productName}
        </Text>
      </Group>
    </Link>
  );
}
