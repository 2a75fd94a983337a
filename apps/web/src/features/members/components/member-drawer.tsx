import type { Member } from "@cm/contracts";
import { Drawer, Text } from "@mantine/core";
import { memberName } from "../../../lib/member-queries";
import { useHeldValue } from "../../../lib/use-held-value";
import { MemberForm } from "./member-form";

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
      )}
    </Drawer>
  );
}
