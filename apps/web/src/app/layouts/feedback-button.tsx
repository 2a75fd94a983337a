import { msg } from "@cm/contracts/rules";
import { Affix, Box, Button } from "@mantine/core";
import { IconMessageCircle } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";

export const FEEDBACK_LABEL = msg("Send a Feedback");
const CONTACT_PATH = "/contact";

const onContactPage = (pathname: string) =>
  pathname === CONTACT_PATH || pathname.startsWith(`${CONTACT_PATH}/`);

/**
 * The floating button that opens the contact page (spec section 2), hidden on that page. It
 * floats on screens from 768 px; a phone gets FeedbackLink at the end of the page instead, since
 * a floating button there would sit on the rows and buttons under the thumb.
 */
export function FeedbackButton() {
  const { t } = useTranslation("common");
  const { pathname } = useLocation();
  if (onContactPage(pathname)) return null;
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={150} visibleFrom="sm">
      <Button
        component={Link}
        to={CONTACT_PATH}
        radius="xl"
        size="md"
        leftSection={<IconMessageCircle size={18} />}
        style={{ boxShadow: "var(--mantine-shadow-lg)" }}
      >
        {t(FEEDBACK_LABEL)}
      </Button>
    </Affix>
  );
}

/** The feedback button on a phone: in the page's flow, after its content, so it covers nothing. */
export function FeedbackLink() {
  const { t } = useTranslation("common");
  const { pathname } = useLocation();
  if (onContactPage(pathname)) return null;
  return (
    <Box hiddenFrom="sm" px="sm" pb="lg" ta="center">
      <Button
        component={Link}
        to={CONTACT_PATH}
        variant="light"
        radius="xl"
        size="md"
        fullWidth
        leftSection={<IconMessageCircle size={18} />}
      >
        {t(FEEDBACK_LABEL)}
      </Button>
    </Box>
  );
}
