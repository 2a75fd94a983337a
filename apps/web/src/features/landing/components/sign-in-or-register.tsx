import { Button, Group } from "@mantine/core";
import { IconArrowRight, IconLogin, IconUserPlus } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/**
 * The home page's two ways in, on the brand colour: Sign in and Register. `closing` is the last
 * invitation of the page: centred, Register marked with a new person rather than an arrow.
 */
export function SignInOrRegister({ closing = false }: { closing?: boolean }) {
  const { t } = useTranslation("landing");
  const registerIcon = closing
    ? { leftSection: <IconUserPlus size={18} /> }
    : { rightSection: <IconArrowRight size={18} /> };
  return (
    <Group gap="sm" justify={closing ? "center" : undefined} mt="xs">
      <Button component={Link} to="/login" size="md" variant="white" leftSection={<IconLogin size={18} />}>
        {t("Sign in")}
      </Button>
      <Button component={Link} to="/register" size="md" variant="outline" color="white" {...registerIcon}>
        {t("Register")}
      </Button>
    </Group>
  );
}
