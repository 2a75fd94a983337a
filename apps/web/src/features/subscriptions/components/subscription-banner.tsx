import { type Banner, showsBanner, subscriptionBanner } from "@cm/contracts/rules";
import { Alert, Box, Button, Group, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation } from "react-router";
import {
  CURRENT_SUBSCRIPTION_KEY,
  type CurrentSubscription,
  useCurrentSubscription,
} from "../../../lib/subscription-queries";
import { useWorkingChurchId } from "../../../lib/working-church";
import { bannerInWords } from "./banner-text";

/** The banner for the church's current subscription (null: the church has none), in the language shown. */
export function bannerOf(subscription: CurrentSubscription | null): Banner {
  if (!subscription) return bannerInWords(subscriptionBanner({ subscription: null }), { days: 0 });
  const change = subscription.pending_change ?? null;
  return bannerInWords(subscriptionBanner({ subscription, pendingChange: change }), {
    days: subscription.days_remaining,
    change,
  });
}

/** The height of a one-line banner with its top margin (16 + 44 px). */
const BANNER_HEIGHT = 60;

/**
 * The subscription banner at the top of the signed-in shell (spec section 4): desktop only,
 * fetched again on every route change, for users with a church whose role sees it: a church
 * user's own, or the church a national or regional officer works on. It reads the same cached
 * answer as the feature gates and the subscription pages, so a page that needs both asks the
 * server once.
 */
export function SubscriptionBanner({ user }: { user: { role: string } }) {
  // Drawn again in the new language when it changes.
  useTranslation("subscriptions");
  const { pathname } = useLocation();
  const client = useQueryClient();
  const church = useWorkingChurchId();
  const enabled = showsBanner(user, church);
  const query = useCurrentSubscription(enabled ? church : null);

  // Asked again on each route change; a request already on its way (the page's gate asking for
  // the same answer, or the first load) is joined rather than sent twice.
  useEffect(() => {
    if (!enabled || !pathname) return;
    void client.refetchQueries(
      { queryKey: [CURRENT_SUBSCRIPTION_KEY, church], exact: true },
      { cancelRefetch: false },
    );
  }, [client, enabled, church, pathname]);

  if (!enabled || query.isError) return null;
  // Its place is kept while the answer is on its way, so the page below does not jump when it comes.
  if (query.data === undefined) {
    return (
      <Box visibleFrom="sm" px="lg" pt="md" h={BANNER_HEIGHT} aria-hidden data-testid="banner-placeholder" />
    );
  }
  const banner = bannerOf(query.data);
  return (
    <Box visibleFrom="sm" px="lg" pt="md" mih={BANNER_HEIGHT}>
      <Alert color={banner.tone} variant="light" data-testid="subscription-banner" py="xs">
        <Group justify="space-between" wrap="nowrap" gap="md">
          <Stack gap={2}>
            <Text fz="sm" fw={600}>
              {banner.message}
            </Text>
            {banner.detail && <Text fz="sm">{banner.detail}</Text>}
          </Stack>
          {banner.action && (
            <Button component={Link} to={banner.action.to} size="xs" color={banner.tone} variant="filled">
              {banner.action.label}
            </Button>
          )}
        </Group>
      </Alert>
    </Box>
  );
}
