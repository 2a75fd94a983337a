import type { Member } from "@cm/contracts";
import { Drawer, Text } from "@mantine/core";
import { lazy, Suspense } from "react";
import { PageLoader } from "../../../components/page-loader";
import { memberName } from "../../../lib/member-queries";
import { useHeldValue } from "../../../lib/use-held-value";

// The form and its validation library load when the drawer first opens, not with the members list:
// the list is what the page paints first on a slow phone.
const MemberForm = lazy(() => import("./member-form").then((module) => ({ default: module.MemberForm })));

export type MemberDrawerState = { mode: "create" } | { mode: "edit"; member: Member } | null;

/** The add and edit form, in a drawer beside the list or the member's page. */
export function MemberDrawer({
  state,
  church,
  onClose,
  onSaved,
}: {
  state: MemberDrawerState;
  church: number | null;
  onClose: () => void;
  onSaved?: (member: Member) => void;
}) {
  const [shown, release] = useHeldValue(state);

  const member = shown?.mode === "edit" ? shown.member : null;
  return (
    <Drawer
      opened={state !== null}
      onClose={onClose}
      title={
        <Text fw={700} fz="lg">
          {member ? `Edit ${memberName(member)}` : "New member"}
        </Text>
      }
      position="right"
      size="lg"
      padding="lg"
      onExitTransitionEnd={release}
    >
      {shown && (
        <Suspense fallback={<PageLoader minHeight={200} />}>
          <MemberForm
            key={member?.id ?? "new"}
            member={member}
            church={church}
            onDone={(saved) => {
              onSaved?.(saved);
              onClose();
            }}
            onCancel={onClose}
          />
        </Suspense>
      )}
    </Drawer>
  );
}
