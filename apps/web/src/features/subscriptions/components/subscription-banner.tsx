import { type Banner, showsBanner, subscriptionBanner } from "@cm/contracts";
import { Alert, Box, Button, Group, Stack, Text } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link, useLocation } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { CURRENT_SUBSCRIPTION_KEY, fetchCurrentSubscription } from "../../../lib/subscription-queries";

/** The church's current subscription as a banner; null when the user has no church. */
export async function fetchSubscriptionBanner(signal?: AbortSignal): Promise<Banner | null> {
  try {
    const s = await fetchCurrentSubscription(signal);
    if (!s) return subscriptionBanner({ subscription: null });
    return subscriptionBanner({ subscription: s, pendingChange: s.pending_change ?? null });
  } catch (error) {
    // no_church: the user's church is gone or was never set, so there is nothing to show.
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

type BannerUser = { role: string; church: number | null };

/**
 * The subscription banner at the top of the signed-in shell (spec section 4): desktop only,
 * fetched again on every route change, for users with a church whose role sees it.
 */
export function SubscriptionBanner({ user }: { user: BannerUser }) {
  const { pathname } = useLocation();
  const enabled = showsBanner(user, user.church);
  const query = useQuery({
    queryKey: [CURRENT_SUBSCRIPTION_KEY, "banner", user.church, pathname],
    queryFn: ({ signal }) => fetchSubscriptionBanner(signal),
    enabled,
    staleTime: 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
  const banner = query.data;
  if (!enabled || !banner) return null;

  return (
    <Box visibleFrom="sm" px="lg" pt="md">
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
