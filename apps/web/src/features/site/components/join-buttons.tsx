import { Button, Group } from "@mantine/core";
import { IconArrowRight } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** The public site's two ways in, side by side: write to us (`contactLabel`), or register. */
export function JoinButtons({ contactLabel }: { contactLabel: string }) {
  const { t } = useTranslation("site");
  return (
    <Group gap="sm">
      <Button component={Link} to="/contact" variant="default">
        {contactLabel}
      </Button>
      <Button component={Link} to="/register" rightSection={<IconArrowRight size={16} />}>
        {t("Register")}
      </Button>
    </Group>
  );
}
