import { Anchor, Breadcrumbs, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { Link } from "react-router";

/** The way back up from a record's page: links to the pages above it, then the page's own name. */
export function PageCrumbs({
  trail,
  current,
}: {
  trail: { to: string; label: ReactNode }[];
  current: ReactNode;
}) {
  return (
    <Breadcrumbs>
      {trail.map((step) => (
        <Anchor key={step.to} component={Link} to={step.to} fz="sm">
          {step.label}
        </Anchor>
      ))}
      <Text fz="sm">{current}</Text>
    </Breadcrumbs>
  );
}
