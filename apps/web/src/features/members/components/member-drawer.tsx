import type { Member } from "@cm/contracts";
import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { FormDrawer } from "../../../components/form-drawer";
import { PageLoader } from "../../../components/page-loader";
import { memberName } from "../../../lib/member-queries";

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
  const { t } = useTranslation("members");
  const editing = (shown: MemberDrawerState) => (shown?.mode === "edit" ? shown.member : null);
  return (
    <FormDrawer
      state={state}
      onClose={onClose}
      title={(shown) => {
        const member = editing(shown);
        return member ? t("Edit {name}", { name: memberName(member) }) : t("New member");
      }}
      size="lg"
    >
      {(shown) => (
        <Suspense fallback={<PageLoader minHeight={200} />}>
          <MemberForm
            key={editing(shown)?.id ?? "new"}
            member={editing(shown)}
            church={church}
            onDone={(saved) => {
              onSaved?.(saved);
              onClose();
            }}
            onCancel={onClose}
          />
        </Suspense>
      )}
    </FormDrawer>
  );
}
