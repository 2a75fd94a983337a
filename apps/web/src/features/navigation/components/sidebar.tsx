import { type NavItem, type NavUser, roleTitle, sidebarFor } from "@cm/contracts/rules";
import {
  Badge,
  Divider,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  VisuallyHidden,
} from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import { CountBadge } from "../../../components/count-badge";
import { PersonAvatar } from "../../../components/person-avatar";
import { activeNavPath } from "../active-item";
import { NavIcon } from "./nav-icons";
import classes from "./sidebar.module.css";

type SidebarProps = {
  /** Whose sidebar: the role and the church-admin flag decide its items. */
  user: NavUser;
  name: string;
  picture: string | null;
  /** Icons only (desktop); labels show as tooltips. */
  collapsed?: boolean;
  /** Counters beside items, by path (the pending church requests). */
  counts?: Readonly<Record<string, number | null>>;
  /** Called after a link is followed; the phone drawer closes itself with it. */
  onNavigate?: () => void;
  /** Whether the app has a page at a path; items without one are not shown. */
  hasPage?: (path: string) => boolean;
};

function AdminBadge() {
  const { t } = useTranslation("navigation");
  return (
    <Badge size="xs" variant="light" color="grape" radius="sm" tt="none">
      {t("Admin")}
    </Badge>
  );
}

/** The signed-in sidebar: the sections and items the role may see (spec sections 2 and 6). */
export function Sidebar({
  user,
  name,
  picture,
  collapsed = false,
  counts = {},
  onNavigate,
  hasPage = () => true,
}: SidebarProps) {
  const { t } = useTranslation("navigation");
  const { pathname } = useLocation();
  const sections = useMemo(
    () =>
      sidebarFor({ role: user.role, is_church_admin: user.is_church_admin })
        .map((s) => ({ ...s, items: s.items.filter((i) => hasPage(i.path)) }))
        .filter((s) => s.items.length > 0),
    [user.role, user.is_church_admin, hasPage],
  );
  const active = activeNavPath(pathname, sections);
  const title = t(roleTitle(user.role));

  const renderItem = (item: NavItem) => {
    const count = counts[item.path] ?? null;
    const isActive = item.path === active;
    const label = t(item.label);
    if (collapsed) {
      return (
        <Tooltip
          key={item.path}
          label={item.admin ? t("{label} (Admin)", { label }) : label}
          position="right"
        >
          <NavLink
            component={Link}
            to={item.path}
            onClick={onNavigate}
            active={isActive}
            aria-label={label}
            aria-current={isActive ? "page" : undefined}
            data-path={item.path}
            className={`${classes.link} ${classes.collapsedLink}`}
            leftSection={<NavIcon path={item.path} size={20} />}
            styles={{ section: { marginInlineEnd: 0 }, body: { display: "none" } }}
          />
        </Tooltip>
      );
    }
    return (
      <NavLink
        key={item.path}
        component={Link}
        to={item.path}
        onClick={onNavigate}
        active={isActive}
        aria-current={isActive ? "page" : undefined}
        data-path={item.path}
        className={classes.link}
        label={label}
        leftSection={<NavIcon path={item.path} />}
        rightSection={
          count || item.admin ? (
            <Group gap={4} wrap="nowrap">
              <CountBadge count={count} label={t("{count} pending", { count: count ?? 0 })} />
              {item.admin && <AdminBadge />}
            </Group>
          ) : undefined
        }
      />
    );
  };

  return (
    <div className={classes.root}>
      <div className={classes.identity}>
        {collapsed ? (
          <Tooltip label={t("{name} · {role}", { name, role: title })} position="right">
            <Group justify="center">
              <PersonAvatar name={name} src={picture} size={36} />
            </Group>
          </Tooltip>
        ) : (
          <Group gap="sm" wrap="nowrap">
            <PersonAvatar name={name} src={picture} size={40} />
            <Stack gap={2} style={{ minWidth: 0 }}>
              <Text fz="sm" fw={650} truncate>
                {name}
              </Text>
              <Badge
                variant="light"
                size="sm"
                radius="sm"
                tt="none"
                data-testid="sidebar-role"
                w="fit-content"
              >
                {title}
              </Badge>
            </Stack>
          </Group>
        )}
      </div>
      <ScrollArea style={{ flex: 1 }} type="hover" scrollbarSize={6} offsetScrollbars="y">
        <Stack gap={0} px="xs" pb="lg">
          {sections.map((section, index) => (
            <div key={section.title} data-testid="sidebar-section" data-section={section.title}>
              {collapsed ? (
                <>
                  {index > 0 && <Divider my={8} mx="xs" />}
                  <VisuallyHidden>{t(section.title)}</VisuallyHidden>
                </>
              ) : (
                <Text className={classes.sectionTitle} data-testid="sidebar-section-title">
                  {t(section.title)}
                </Text>
              )}
              <Stack gap={2}>{section.items.map(renderItem)}</Stack>
            </div>
          ))}
        </Stack>
      </ScrollArea>
    </div>
  );
}
