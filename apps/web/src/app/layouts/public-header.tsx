import { Burger, Button, Container, Group } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Suspense, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, NavLink, useLocation } from "react-router";
import { CountBadge } from "../../components/count-badge";
import { LanguagePicker } from "../../components/language-picker";
import { usePublishedAnnouncementCount } from "../../features/announcements/api/use-published-announcement-count";
import { useSession } from "../../lib/auth-store";
import { lazyPage } from "../../lib/lazy-page";
import { DASHBOARD_PATH } from "../navigation";
import { Brand } from "./brand";
import type { HeaderLink } from "./header-link";
import classes from "./public-layout.module.css";

// The phone menu (a drawer, and the scrolling and focus code it brings) loads when first opened.
const PublicMobileMenu = lazyPage(() => import("./public-mobile-menu"));

/** Public header: Home, Events, Notifications (with badge) and the guest or member buttons. */
export function PublicHeader() {
  const signedIn = useSession() !== null;
  const announcementCount = usePublishedAnnouncementCount();
  const [menuOpen, menu] = useDisclosure(false);
  const [menuLoaded, setMenuLoaded] = useState(false);
  if (menuOpen && !menuLoaded) setMenuLoaded(true);
  const { pathname } = useLocation();
  const { t } = useTranslation("common");

  // Following a link in the mobile menu closes it.
  useEffect(() => {
    if (pathname) menu.close();
  }, [pathname, menu.close]);

  const links: HeaderLink[] = [
    { label: t("Home"), to: "/" },
    { label: t("Events"), to: "/campaigns" },
    { label: t("Notifications"), to: "/notifications", count: announcementCount },
  ];

  return (
    <header className={classes.header}>
      <Container size="lg" h="100%">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <Brand />
          <Group gap={4} visibleFrom="sm" component="nav" aria-label={t("Main")}>
            {links.map((link) => (
              <NavLink key={link.to} to={link.to} end className={classes.navLink}>
                {link.label}
                <CountBadge
                  count={link.count}
                  label={t(
                    "{count, plural, one {# published announcement} other {# published announcements}}",
                    {
                      count: link.count ?? 0,
                    },
                  )}
                />
              </NavLink>
            ))}
          </Group>
          <Group gap="xs" visibleFrom="sm" wrap="nowrap">
            <LanguagePicker />
            {signedIn ? (
              <Button component={Link} to={DASHBOARD_PATH} tt="uppercase" fz="xs" lts="0.04em">
                {t("My Dashboard")}
              </Button>
            ) : (
              <>
                <Button component={Link} to="/login" variant="subtle" tt="uppercase" fz="xs" lts="0.04em">
                  {t("Login")}
                </Button>
                <Button component={Link} to="/register" tt="uppercase" fz="xs" lts="0.04em">
                  {t("Register")}
                </Button>
              </>
            )}
          </Group>
          <Burger
            opened={menuOpen}
            onClick={menu.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={menuOpen ? t("Close menu") : t("Open menu")}
          />
        </Group>
      </Container>
      {menuLoaded && (
        <Suspense fallback={null}>
          <PublicMobileMenu opened={menuOpen} onClose={menu.close} links={links} signedIn={signedIn} />
        </Suspense>
      )}
    </header>
  );
}
