import { ActionIcon, Affix, Button } from "@mantine/core";
import { IconMessageCircle } from "@tabler/icons-react";
import { Link, useLocation } from "react-router";

export const FEEDBACK_LABEL = "Send a Feedback";
const CONTACT_PATH = "/contact";

/**
 * The floating button that opens the contact page (spec section 2), hidden on that page.
 * On a phone it is a round icon so it covers less of the page.
 */
export function FeedbackButton() {
  const { pathname } = useLocation();
  if (pathname === CONTACT_PATH || pathname.startsWith(`${CONTACT_PATH}/`)) return null;
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={150}>
      <Button
        component={Link}
        to={CONTACT_PATH}
        visibleFrom="sm"
        radius="xl"
        size="md"
        leftSection={<IconMessageCircle size={18} />}
        style={{ boxShadow: "var(--mantine-shadow-lg)" }}
      >
        {FEEDBACK_LABEL}
      </Button>
      <ActionIcon
        component={Link}
        to={CONTACT_PATH}
        hiddenFrom="sm"
        size={52}
        radius="xl"
        aria-label={FEEDBACK_LABEL}
        style={{ boxShadow: "var(--mantine-shadow-lg)" }}
      >
        <IconMessageCircle size={24} />
      </ActionIcon>
    </Affix>
  );
}
