import { Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

type PageHeadingProps = {
  title: string;
  /** The line saying what the page is for. */
  children: ReactNode;
  /** A way back, shown above the title. */
  above?: ReactNode;
  /** Links to the page's companions, shown under the line. */
  below?: ReactNode;
};

/** The title block of a page: its heading and a line saying what it is for. */
export function PageHeading({ title, children, above, below }: PageHeadingProps) {
  return (
    <div>
      {above}
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      <Text c="dimmed" fz="sm">
        {children}
      </Text>
      {below}
    </div>
  );
}

/** A page: its title block, then its content, at the gap every page keeps. */
export function HeadedPage({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <PageHeading title={title}>{description}</PageHeading>
      {children}
    </Stack>
  );
}

/** One labelled value of a record's details; `caps` sets the label in capitals. */
export function DetailField({
  label,
  caps = false,
  children,
}: {
  label: string;
  caps?: boolean;
  children: ReactNode;
}) {
  return (
    <div>
      <Text fz="xs" c="dimmed" tt={caps ? "uppercase" : undefined} fw={600}>
        {label}
      </Text>
      <Text fz="sm" component="div">
        {children}
      </Text>
    </div>
  );
}
