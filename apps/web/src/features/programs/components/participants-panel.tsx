import type { Participant, ParticipantRole } from "@cm/contracts";
import { programParticipantsEndpoints } from "@cm/contracts";
import { Button, SegmentedControl, Select, TextInput, VisuallyHidden } from "@mantine/core";
import { IconUserMinus, IconUserPlus } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog, useConfirmedDelete } from "../../../components/confirm-dialog";
import { type DataTableColumn, ListTable, useDataTableState } from "../../../components/data-table";
import { MemberPicker } from "../../../components/member-picker";
import { TitledSection } from "../../../components/titled-section";
import { useServerErrors } from "../../../lib/form-errors";
import { notify } from "../../../lib/notify";
import { clientOf } from "../../../lib/typed-client";
import { useAddParticipant, useDeleteProgramRecord, useParticipants } from "../api/programs-api";
import { ROLE_LABELS, roleOptions } from "./program-parts";
import { RecordDialog, RemoveButton } from "./record-dialog";

const programParticipantsClient = clientOf(programParticipantsEndpoints);

type Target = { program: number } | { occurrence: number };

function AddParticipantDialog({
  target,
  opened,
  onClose,
}: {
  target: Target;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("programs");
  const add = useAddParticipant();
  const [kind, setKind] = useState<"member" | "guest">("member");
  const [member, setMember] = useState<number | null>(null);
  const [guest, setGuest] = useState({ name: "", phone: "" });
  const [role, setRole] = useState<ParticipantRole>("ATTENDEE");
  const server = useServerErrors(
    kind === "member" ? { member, role } : { guest_name: guest.name, guest_phone: guest.phone, role },
  );
  const close = () => {
    setMember(null);
    setGuest({ name: "", phone: "" });
    server.clear();
    onClose();
  };
  async function save() {
    server.clear();
    try {
      const saved = await add.mutateAsync({
        ...target,
        member: kind === "member" ? member : null,
        guest_name: kind === "guest" ? guest.name : "",
        guest_phone: kind === "guest" ? guest.phone : "",
        role,
      });
      notify.success(
        t("{name} has been added as {role}.", {
          name: saved.name,
          role: t(ROLE_LABELS[saved.role]).toLowerCase(),
        }),
      );
      close();
    } catch (error) {
      notify.error({ title: t("The participant was not added"), message: server.show(error) });
    }
  }
  return (
    <RecordDialog
      title={t("Add a participant")}
      opened={opened}
      onClose={close}
      alert={server.alert}
      busy={add.isPending}
      submitLabel={t("Add")}
      submitDisabled={kind === "member" && member === null}
      onSubmit={() => void save()}
    >
      <SegmentedControl
        fullWidth
        value={kind}
        onChange={(v) => setKind(v as "member" | "guest")}
        data={[
          { value: "member", label: t("A member") },
          { value: "guest", label: t("A guest") },
        ]}
        aria-label={t("Who takes part")}
      />
      {kind === "member" ? (
        <MemberPicker
          label={t("Member")}
          value={member}
          onChange={setMember}
          required
          error={server.fieldError("member")}
        />
      ) : (
        <>
          <TextInput
            label={t("Guest''s name")}
            withAsterisk
            value={guest.name}
            onChange={(e) => setGuest({ ...guest, name: e.currentTarget.value })}
            error={server.fieldError("guest_name")}
          />
          <TextInput
            label={t("Guest''s phone")}
            value={guest.phone}
            onChange={(e) => setGuest({ ...guest, phone: e.currentTarget.value })}
            error={server.fieldError("guest_phone")}
          />
        </>
      )}
      <Select
        label={t("Role")}
        data={roleOptions()}
        value={role}
        allowDeselect={false}
        onChange={(r) => setRole((r ?? "ATTENDEE") as ParticipantRole)}
        comboboxProps={{ withinPortal: true }}
        error={server.fieldError("role")}
      />
    </RecordDialog>
  );
}

/** Who takes part in a program as a whole, or in one of its dates: members and guests with their roles. */
export function ParticipantsPanel({
  target,
  canWrite,
  title,
}: {
  target: Target;
  canWrite: boolean;
  title: string;
}) {
  const { t } = useTranslation("programs");
  const table = useDataTableState({ ordering: "role", pageSize: 10 });
  const list = useParticipants(target, table.params);
  const remove = useDeleteProgramRecord(programParticipantsClient);
  const removal = useConfirmedDelete(remove, {
    deleted: (p: Participant) => t("{name} has been removed.", { name: p.name }),
    failed: t("The participant was not removed"),
  });
  const [adding, setAdding] = useState(false);
  const columns: DataTableColumn<Participant>[] = [
    { key: "name", header: t("Name") },
    { key: "role", header: t("Role"), render: (p) => t(ROLE_LABELS[p.role]) },
    {
      key: "guest_phone",
      header: t("Phone"),
      onPhone: false,
      render: (p) => p.guest_phone || (p.member ? t("Member") : "—"),
    },
  ];
  if (canWrite)
    columns.push({
      key: "actions",
      header: <VisuallyHidden>{t("Actions")}</VisuallyHidden>,
      width: 56,
      align: "right",
      render: (p) => (
        <RemoveButton
          label={t("Remove {name}", { name: p.name })}
          onClick={() => removal.ask(p)}
          icon={<IconUserMinus size={16} />}
        />
      ),
    });
  return (
    <TitledSection
      title={title}
      action={
        canWrite && (
          <Button size="compact-sm" leftSection={<IconUserPlus size={14} />} onClick={() => setAdding(true)}>
            {t("Add a participant")}
          </Button>
        )
      }
    >
      <ListTable
        label={title}
        columns={columns}
        list={list}
        table={table}
        search={t("Search guests'' names")}
        empty={t("Nobody has been added yet.")}
      />
      <AddParticipantDialog target={target} opened={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        title={t("Remove this participant?")}
        confirmLabel={t("Remove")}
        {...removal.dialogProps}
      >
        {removal.target ? t("{name} will no longer be listed.", { name: removal.target.name }) : ""}
      </ConfirmDialog>
    </TitledSection>
  );
}
