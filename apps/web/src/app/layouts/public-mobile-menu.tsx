import { Button, Divider, Drawer, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link, NavLink } from "react-router";
import { CountBadge } from "../../components/count-badge";
import { DASHBOARD_PATH, LEGAL_LINKS } from "../navigation";
import type { HeaderLink } from "./header-link";
import classes from "./public-layout.module.css";

type PublicMobileMenuProps = {
  opened: boolean;
  onClose: () => void;
  links: HeaderLink[];
  signedIn: boolean;
};

/** The menu behind the burger on small screens: the header links, the account buttons and a Legal group. */
export default function PublicMobileMenu({ opened, onClose, links, signedIn }: PublicMobileMenuProps) {
  const { t } = useTranslation("common");
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="85%"
      title={t("Menu")}
      hiddenFrom="sm"
      closeButtonProps={{ "aria-label": t("Close menu") }}
    >
      <Stack gap={4} component="nav" aria-label={t("Mobile")}>
        {links.map((link) => (
          <NavLink key={link.to} to={link.to} end className={classes.drawerLink}>
            <Text span tt="uppercase" fw={600} fz="sm" lts="0.04em">
              {link.label}
            </Text>
            <CountBadge count={link.count} />
          </NavLink>
        ))}
      </Stack>

      <Stack gap="xs" mt="md">
        {signedIn ? (
          <Button component={Link} to={DASHBOARD_PATH} fullWidth tt="uppercase">
            {t("My Dashboard")}
          </Button>
        ) : (
          <>
            <Button component={Link} to="/login" variant="default" fullWidth tt="uppercase">
              {t("Login")}
            </Button>
            <Button component={Link} to="/register" fullWidth tt="uppercase">
              {t("Register")}
            </Button>
          </>
        )}
      </Stack>

      <Divider my="lg" />
      <Text size="xs" fw={700} c="dimmed" tt="uppercase" lts="0.08em" px="sm" mb={4}>
        {t("Legal")}
      </Text>
      <Stack gap={0} component="nav" aria-label={t("Legal")}>
        {LEGAL_LINKS.map((link) => (
          <NavLink key={link.to} to={link.to} className={classes.drawerLink}>
            <Text span fz="sm" fw={500}>
              {t(link.label)}
            </Text>
          </NavLink>
        ))}
      </Stack>
    </Drawer>
  );
}
