import type { SiteBanner } from "@cm/contracts";
import { Alert, Stack, type StackProps } from "@mantine/core";
import { IconAlertTriangle, IconCircleCheck, IconCircleX, IconInfoCircle } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useActiveBanners, useDismissedBanners } from "../api/use-active-banners";

const LEVELS: Record<SiteBanner["level"], { color: string; icon: ReactNode }> = {
  info: { color: "blue", icon: <IconInfoCircle size={18} /> },
  success: { color: "teal", icon: <IconCircleCheck size={18} /> },
  warning: { color: "yellow", icon: <IconAlertTriangle size={18} /> },
  error: { color: "red", icon: <IconCircleX size={18} /> },
};

/** The site-wide announcements a super admin publishes, each closable; closed ones stay closed. */
export function SiteBanners(props: Omit<StackProps, "children">) {
  const { t } = useTranslation("site-banners");
  const banners = useActiveBanners();
  const { dismissed, dismiss } = useDismissedBanners();
  const visible = banners.filter((b) => !dismissed.includes(b.id));
  if (visible.length === 0) return null;
  return (
    <Stack gap={6} role="region" aria-label={t("Announcements")} {...props}>
      {visible.map((banner) => {
        const level = LEVELS[banner.level] ?? LEVELS.info;
        return (
          <Alert
            key={banner.id}
            color={level.color}
            icon={level.icon}
            title={banner.title || undefined}
            withCloseButton
            closeButtonLabel={t("Dismiss announcement")}
            onClose={() => dismiss(banner.id)}
            variant="light"
            radius="md"
            data-testid="site-banner"
          >
            {banner.message}
          </Alert>
        );
      })}
    </Stack>
  );
}
