import type { Church } from "@cm/contracts";
import { Button, Combobox, Group, InputBase, Loader, Stack, Text, useCombobox } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconBuildingChurch, IconSelector } from "@tabler/icons-react";
import { useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router";
import { Notice } from "../../../components/notice";
import { useCurrentUser } from "../../../lib/auth-store";
import {
  type ChurchChoice,
  choosesChurch,
  churchChoice,
  churchFirstPath,
  useChosenChurch,
} from "../../../lib/working-church";
import { useChurchList } from "../api/churches-api";

/** Makes a church the one an officer works on; the church pages and their data follow it. */
function useChooseChurch() {
  const client = useQueryClient();
  return (church: ChurchChoice) => {
    if (churchChoice.get()?.id === church.id) return;
    churchChoice.select(church);
    // Lists and figures of the previous church must not show under the new one's name.
    void client.resetQueries();
  };
}

/** "Manage this church" on the churches list and a church's page, for officers who reach many churches. */
export function ManageChurchButton({ church }: { church: Pick<Church, "id" | "name"> }) {
  const { t } = useTranslation("churches");
  const user = useCurrentUser();
  const chosen = useChosenChurch();
  const choose = useChooseChurch();
  const navigate = useNavigate();
  if (!user || !choosesChurch(user.role)) return null;
  const current = chosen?.id === church.id;
  return (
    <Button
      size="compact-sm"
      variant={current ? "light" : "filled"}
      leftSection={<IconBuildingChurch size={16} aria-hidden />}
      aria-label={
        current
          ? t("Managing {church}", { church: church.name })
          : t("Manage this church: {church}", { church: church.name })
      }
      onClick={() => {
        choose({ id: church.id, name: church.name });
        navigate("/church");
      }}
    >
      {current ? t("Managing") : t("Manage this church")}
    </Button>
  );
}

type ChurchPickerProps = {
  /** What opens the list: the top bar's switcher, or a notice's button. */
  target: (toggle: () => void) => ReactNode;
  /** After a church is chosen (it is the working church by then). */
  onChosen?: (church: ChurchChoice) => void;
  position?: "bottom-end" | "bottom-start";
};

/** A list of the churches an officer may reach, searched on the server, to choose the one to work on. */
function ChurchPicker({ target, onChosen, position = "bottom-end" }: ChurchPickerProps) {
  const { t } = useTranslation("churches");
  const chosen = useChosenChurch();
  const choose = useChooseChurch();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState("");
  const [term] = useDebouncedValue(search, 250);
  const list = useChurchList(
    { search: term || undefined, page_size: 20, ordering: "name" },
    { enabled: combobox.dropdownOpened },
  );
  const churches = list.data?.results ?? [];

  return (
    <Combobox
      store={combobox}
      width={300}
      position={position}
      onOptionSubmit={(value) => {
        const church = churches.find((c) => String(c.id) === value);
        if (church) {
          choose({ id: church.id, name: church.name });
          onChosen?.({ id: church.id, name: church.name });
        }
        setSearch("");
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>{target(() => combobox.toggleDropdown())}</Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Search
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
          placeholder={t("Search churches")}
          aria-label={t("Search churches")}
        />
        <Combobox.Options mah={280} style={{ overflowY: "auto" }} aria-label={t("Churches")}>
          {list.isPending ? (
            <Group justify="center" p="sm">
              <Loader size="sm" aria-label={t("Loading churches")} />
            </Group>
          ) : churches.length === 0 ? (
            <Combobox.Empty>{t("No church matches.")}</Combobox.Empty>
          ) : (
            churches.map((c) => (
              <Combobox.Option key={c.id} value={String(c.id)} active={c.id === chosen?.id}>
                <Text fz="sm">{c.name}</Text>
                {c.city && (
                  <Text fz="xs" c="dimmed">
                    {c.city}
                  </Text>
                )}
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}

/**
 * The top bar's church switcher for officers: shows the church they work on and finds another
 * among the churches they may reach (the API lists no others).
 */
export function ChurchSwitcher() {
  const { t } = useTranslation("churches");
  const user = useCurrentUser();
  const chosen = useChosenChurch();
  if (!user || !choosesChurch(user.role)) return null;
  return (
    <ChurchPicker
      target={(toggle) => (
        <InputBase
          component="button"
          type="button"
          pointer
          aria-label={
            chosen
              ? t("Church you are working on: {church}. Choose another", { church: chosen.name })
              : t("Choose a church to work on")
          }
          leftSection={<IconBuildingChurch size={16} aria-hidden />}
          rightSection={<IconSelector size={16} aria-hidden />}
          rightSectionPointerEvents="none"
          onClick={toggle}
          w={{ base: 44, sm: 220 }}
          styles={{ input: { overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" } }}
        >
          <Text span fz="sm" visibleFrom="sm" truncate>
            {chosen?.name ?? t("Choose a church")}
          </Text>
        </InputBase>
      )}
    />
  );
}

/**
 * Where an officer lands after opening a church's page with no church chosen (spec section 6
 * keeps the redirect): says a church must be chosen first, with the chooser, and opens the page
 * they asked for once they have chosen.
 */
export function ChooseChurchFirst() {
  const { t } = useTranslation("churches");
  const user = useCurrentUser();
  const chosen = useChosenChurch();
  const navigate = useNavigate();
  const wanted = churchFirstPath(useLocation().state);
  if (!user || !choosesChurch(user.role) || chosen || !wanted) return null;
  return (
    <Notice
      color="brand"
      icon={IconBuildingChurch}
      title={t("Choose a church first")}
      mb="lg"
      data-testid="choose-church-first"
    >
      <Stack gap="sm" align="flex-start">
        <Text fz="sm">
          {t(
            "That page shows the records of one church. Choose the church you want to work on, and it opens.",
          )}
        </Text>
        <ChurchPicker
          position="bottom-start"
          onChosen={() => navigate(wanted)}
          target={(toggle) => (
            <Button size="xs" leftSection={<IconBuildingChurch size={16} aria-hidden />} onClick={toggle}>
              {t("Choose a church")}
            </Button>
          )}
        />
      </Stack>
    </Notice>
  );
}
