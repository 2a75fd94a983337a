import { Badge } from "@mantine/core";

/** Whether a record is in use: "Active" in teal, "Inactive" in grey. */
export function ActiveBadge({ active }: { active: boolean }) {
  return (
    <Badge color={active ? "teal" : "gray"} variant="light">
      {active ? "Active" : "Inactive"}
    </Badge>
  );
}
