import { Autocomplete, Button, Group, Menu, Modal, Stack, Text } from "@mantine/core";
import {
  IconChevronDown,
  IconHome,
  IconTrash,
  IconUserCheck,
  IconUserOff,
  IconUserStar,
} from "@tabler/icons-react";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { FormAlert } from "../../../components/form-parts";
import { errorMessage } from "../../../lib/api-client";
import { useServerErrors } from "../../../lib/form-errors";
import { plural } from "../../../lib/labels";
import { notify } from "../../../lib/notify";
import {
  type BulkAction,
  type MemberChoiceList,
  useBulkMemberAction,
  useMemberChoices,
} from "../api/members-api";

type Step = "activate" | "deactivate" | "delete" | "home_cell" | "pastor" | null;

const members = (n: number) => plural(n, "member", "members");

/** What a finished action says, from the count the server reports. */
function successMessage(step: Exclude<Step, null>, count: number): string {
  switch (step) {
    case "activate":
      return `${members(count)} marked active.`;
    case "deactivate":
      return `${members(count)} marked inactive.`;
    case "delete":
      return `${members(count)} deleted.`;
    case "home_cell":
      return `Home cell changed for ${members(count)}.`;
    case "pastor":
      return `Pastor changed for ${members(count)}.`;
  }
}

type ValueDialogProps = {
  opened: boolean;
  title: string;
  label: string;
  description: string;
  confirmLabel: string;
  choices: MemberChoiceList;
  busy: boolean;
  /** The API's name of the value, for its message to show under it. */
  field: string;
  /** Sends the value; `refused` shows what the server refused and answers the toast's words. */
  onConfirm: (value: string, refused: (error: unknown) => string) => void;
  onCancel: () => void;
};

/** Asks for the new home cell or pastor; a name not in the list is allowed (a new home cell). */
function ValueDialog(props: ValueDialogProps) {
  const [value, setValue] = useState("");
  const server = useServerErrors({ [props.field]: value });
  const choices = useMemberChoices(props.choices);
  return (
    <Modal
      opened={props.opened}
      onClose={() => !props.busy && props.onCancel()}
      title={
        <Text fw={700} fz="lg">
          {props.title}
        </Text>
      }
      centered
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          server.clear();
          props.onConfirm(value.trim(), server.show);
        }}
      >
        <Stack gap="lg">
          <FormAlert message={server.alert} />
          <Autocomplete
            label={props.label}
            description={props.description}
            data={choices.data ?? []}
            value={value}
            onChange={setValue}
            error={server.fieldError(props.field)}
            data-autofocus
            comboboxProps={{ withinPortal: true }}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={props.onCancel} disabled={props.busy}>
              Cancel
            </Button>
            <Button type="submit" loading={props.busy}>
              {props.confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The actions on the members ticked in the list; `onDone` clears the selection. */
export function MemberBulkActions({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const bulk = useBulkMemberAction();
  const [step, setStep] = useState<Step>(null);
  const count = members(ids.length);

  async function run(done: Exclude<Step, null>, input: BulkAction, refused = errorMessage) {
    try {
      const result = await bulk.mutateAsync(input);
      notify.success(successMessage(done, result.updated ?? result.deleted ?? input.ids.length));
      setStep(null);
      onDone();
    } catch (error) {
      notify.error({ title: "Nothing was changed", message: refused(error) });
    }
  }

  if (ids.length === 0) return null;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="light" rightSection={<IconChevronDown size={16} />}>
            With selected
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconUserCheck size={16} />} onClick={() => setStep("activate")}>
            Mark active
          </Menu.Item>
          <Menu.Item leftSection={<IconUserOff size={16} />} onClick={() => setStep("deactivate")}>
            Mark inactive
          </Menu.Item>
          <Menu.Item leftSection={<IconHome size={16} />} onClick={() => setStep("home_cell")}>
            Change home cell
          </Menu.Item>
          <Menu.Item leftSection={<IconUserStar size={16} />} onClick={() => setStep("pastor")}>
            Change pastor
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setStep("delete")}>
            Delete
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>

      <ConfirmDialog
        opened={step === "activate" || step === "deactivate"}
        title={step === "activate" ? `Mark ${count} active?` : `Mark ${count} inactive?`}
        confirmLabel={step === "activate" ? "Mark active" : "Mark inactive"}
        busy={bulk.isPending}
        onConfirm={() =>
          step === "activate"
            ? void run("activate", { action: "bulk_activate", ids })
            : void run("deactivate", { action: "bulk_deactivate", ids })
        }
        onCancel={() => setStep(null)}
      >
        {step === "activate"
          ? "They will count as active members again."
          : "They stay on the roll but no longer count as active members."}
      </ConfirmDialog>

      <ConfirmDialog
        opened={step === "delete"}
        title={`Delete ${count}?`}
        confirmLabel="Delete"
        danger
        busy={bulk.isPending}
        onConfirm={() => void run("delete", { action: "bulk_delete", ids })}
        onCancel={() => setStep(null)}
      >
        {`${count} and their attendance records will be removed for good. This cannot be undone.`}
      </ConfirmDialog>

      {step === "home_cell" && (
        <ValueDialog
          opened
          title={`Change the home cell of ${count}`}
          label="Home cell"
          description="Choose a home cell or type a new name. Leave it empty to take them out of their home cell."
          confirmLabel="Change home cell"
          choices="home_cell_fellowships"
          field="home_cell_fellowship"
          busy={bulk.isPending}
          onConfirm={(value, refused) =>
            void run(
              "home_cell",
              { action: "bulk_change_home_cell", ids, home_cell_fellowship: value },
              refused,
            )
          }
          onCancel={() => setStep(null)}
        />
      )}
      {step === "pastor" && (
        <ValueDialog
          opened
          title={`Change the home-cell pastor of ${count}`}
          label="Home-cell pastor"
          description="Choose a pastor or type a new name. Leave it empty to remove their pastor."
          confirmLabel="Change pastor"
          choices="home_cell_pastors"
          field="home_cell_pastor"
          busy={bulk.isPending}
          onConfirm={(value, refused) =>
            void run("pastor", { action: "bulk_change_pastor", ids, home_cell_pastor: value }, refused)
          }
          onCancel={() => setStep(null)}
        />
      )}
    </>
  );
}
