import { Badge, type BadgeProps } from "@mantine/core";

/** Counts above 99 show as "99+" (spec section 9); nothing shows for zero or an unknown count. */
export function formatBadgeCount(count: number | null | undefined): string | null {
  if (count === null || count === undefined || !Number.isFinite(count) || count <= 0) return null;
  return count > 99 ? "99+" : String(Math.floor(count));
}

type CountBadgeProps = Omit<BadgeProps, "children"> & { count: number | null | undefined; label?: string };

/** A small round counter for a link or button; hidden when there is nothing to count. */
export function CountBadge({ count, label, ...props }: CountBadgeProps) {
  const text = formatBadgeCount(count);
  if (text === null) return null;
  return (
    <Badge size="sm" circle={text.length === 1} color="red" variant="filled" aria-label={label} {...props}>
      {text}
    </Badge>
  );
}
