import { Center, Loader } from "@mantine/core";

/** Shown while a page's code or first data is on its way. */
export function PageLoader({ minHeight = "50vh" }: { minHeight?: string | number }) {
  return (
    <Center mih={minHeight} role="status" aria-label="Loading">
      <Loader type="dots" />
    </Center>
  );
}
