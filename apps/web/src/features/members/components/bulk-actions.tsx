import { msg } from "@cm/contracts";
import { Button, Menu, Modal, Text } from "@mantine/core";
import {
  IconChevronDown,
  IconHome,
  IconTrash,
  IconUserCheck,
  IconUserOff,
  IconUserStar,
} from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/confirm-dialog";
import { KitForm, useKitForm } from "../../../components/form-kit";
import { errorMessage } from "../../../lib/api-client";
import { translator } from "../../../lib/i18n";
import { notify } from "../../../lib/notify";
import { type BulkAction, type MemberChoiceList, useBulkMemberAction } from "../api/members-api";
import { SuggestField } from "./suggest-field";

type Step = "activate" | "deactivate" | "delete" | "home_cell" | "pastor" | null;

const t = translator("members");

/** What a finished action says, from the count the server reports. */
function successMessage(step: Exclude<Step, null>, count: number): string {
  switch (step) {
    case "activate":
      return t("{count, plural, one {# member marked active.} other {# members marked active.}}", { count });
    case "deactivate":
      return t("{count, plural, one {# member marked inactive.} other {# members marked inactive.}}", {
        count,
      });
    case "delete":
      return t("{count, plural, one {# member deleted.} other {# members deleted.}}", { count });
    case "home_cell":
      return t(
        "{count, plural, one {Home cell changed for # member.} other {Home cell changed for # members.}}",
        {
          count,
        },
      );
    case "pastor":
      return t("{count, plural, one {Pastor changed for # member.} other {Pastor changed for # members.}}", {
        count,
      });
  }
}

/** A step that asks for one new value (a home cell or a pastor) for every selected member. */
type ValueStep = {
  title: (count: number) => string;
  label: string;
  description: string;
  confirmLabel: string;
  choices: MemberChoiceList;
  /** The API's name of the value, for its message to show under it. */
  field: "home_cell_fellowship" | "home_cell_pastor";
  input: (ids: number[], value: string) => BulkAction;
};

const VALUE_STEPS: Record<"home_cell" | "pastor", ValueStep> = {
  home_cell: {
    title: (count) =>
      t("{count, plural, one {Change the home cell of # member} other {Change the home cell of # members}}", {
        count,
      }),
    label: msg("Home cell"),
    description: msg(
      "Choose a home cell or type a new name. Leave it empty to take them out of their home cell.",
    ),
    confirmLabel: msg("Change home cell"),
    choices: "home_cell_fellowships",
    field: "home_cell_fellowship",
    input: (ids, value) => ({ action: "bulk_change_home_cell", ids, home_cell_fellowship: value }),
  },
  pastor: {
    title: (count) =>
      t(
        "{count, plural, one {Change the home-cell pastor of # member} other {Change the home-cell pastor of # members}}",
        { count },
      ),
    label: msg("Home-cell pastor"),
    description: msg("Choose a pastor or type a new name. Leave it empty to remove their pastor."),
    confirmLabel: msg("Change pastor"),
    choices: "home_cell_pastors",
    field: "home_cell_pastor",
    input: (ids, value) => ({ action: "bulk_change_pastor", ids, home_cell_pastor: value }),
  },
};

type ValueDialogProps = Omit<ValueStep, "title" | "input"> & {
  title: string;
  /** Sends the value; a refusal is shown on the form (under the value, or in its alert). */
  onConfirm: (value: string) => Promise<void>;
  onCancel: () => void;
};

/** Asks for the new home cell or pastor; a name not in the list is allowed (a new home cell). */
function ValueDialog(props: ValueDialogProps) {
  const { t } = useTranslation("members");
  const kit = useKitForm<Record<string, string>>({
    defaultValues: { [props.field]: "" },
    failure: t("Nothing was changed"),
    onSubmit: (values) => props.onConfirm((values[props.field] ?? "").trim()),
  });
  return (
    <Modal
      opened
      onClose={() => !kit.submitting && props.onCancel()}
      title={
        <Text fw={700} fz="lg">
          {props.title}
        </Text>
      }
      centered
    >
      {/* No name of its own: the dialog's title names it, and "Home cell" stays the field's alone. */}
      <KitForm kit={kit} submitLabel={t(props.confirmLabel)} onCancel={props.onCancel}>
        <SuggestField
          name={props.field}
          label={t(props.label)}
          description={t(props.description)}
          list={props.choices}
          dialogFocus
        />
      </KitForm>
    </Modal>
  );
}

/** The actions on the members ticked in the list; `onDone` clears the selection. */
export function MemberBulkActions({ ids, onDone }: { ids: number[]; onDone: () => void }) {
  const { t } = useTranslation("members");
  const bulk = useBulkMemberAction();
  const [step, setStep] = useState<Step>(null);
  const count = ids.length;

  async function apply(done: Exclude<Step, null>, input: BulkAction) {
    const result = await bulk.mutateAsync(input);
    notify.success(successMessage(done, result.updated ?? result.deleted ?? input.ids.length));
    setStep(null);
    onDone();
  }

  async function run(done: Exclude<Step, null>, input: BulkAction) {
    try {
      await apply(done, input);
    } catch (error) {
      notify.error({ title: t("Nothing was changed"), message: errorMessage(error) });
    }
  }

  if (ids.length === 0) return null;
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="light" rightSection={<IconChevronDown size={16} />}>
            {t("With selected")}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconUserCheck size={16} />} onClick={() => setStep("activate")}>
            {t("Mark active")}
          </Menu.Item>
          <Menu.Item leftSection={<IconUserOff size={16} />} onClick={() => setStep("deactivate")}>
            {t("Mark inactive")}
          </Menu.Item>
          <Menu.Item leftSection={<IconHome size={16} />} onClick={() => setStep("home_cell")}>
            {t("Change home cell")}
          </Menu.Item>
          <Menu.Item leftSection={<IconUserStar size={16} />} onClick={() => setStep("pastor")}>
            {t("Change pastor")}
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={() => setStep("delete")}>
            {t("Delete")}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>

      <ConfirmDialog
        opened={step === "activate" || step === "deactivate"}
        title={
          step === "activate"
            ? t("{count, plural, one {Mark # member active?} other {Mark # members active?}}", { count })
            : t("{count, plural, one {Mark # member inactive?} other {Mark # members inactive?}}", { count })
        }
        confirmLabel={step === "activate" ? t("Mark active") : t("Mark inactive")}
        busy={bulk.isPending}
        onConfirm={() =>
          step === "activate"
            ? void run("activate", { action: "bulk_activate", ids })
            : void run("deactivate", { action: "bulk_deactivate", ids })
        }
        onCancel={() => setStep(null)}
      >
        {step === "activate"
          ? t("They will count as active members again.")
          : t("They stay on the roll but no longer count as active members.")}
      </ConfirmDialog>

      <ConfirmDialog
        opened={step === "delete"}
        title={t("{count, plural, one {Delete # member?} other {Delete # members?}}", { count })}
        confirmLabel={t("Delete")}
        danger
        busy={bulk.isPending}
        onConfirm={() => void run("delete", { action: "bulk_delete", ids })}
        onCancel={() => setStep(null)}
      >
        {t(
          "{count, plural, one {# member and their attendance records will be removed for good. This cannot be undone.} other {# members and their attendance records will be removed for good. This cannot be undone.}}",
          { count },
        )}
      </ConfirmDialog>

      {(step === "home_cell" || step === "pastor") && (
        <ValueDialog
          key={step}
          {...VALUE_STEPS[step]}
          title={VALUE_STEPS[step].title(count)}
          onConfirm={(value) => apply(step, VALUE_STEPS[step].input(ids, value))}
          onCancel={() => setStep(null)}
        />
      )}
    </>
  );
}
