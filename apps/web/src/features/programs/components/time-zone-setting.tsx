import type { Church } from "@cm/contracts";
import { churchesEndpoints } from "@cm/contracts";
import { Button, Group, Select, Text } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-parts";
import { TitledSection } from "../../../components/titled-section";
import { api } from "../../../lib/api-client";
import { useServerErrors } from "../../../lib/form-errors";
import { notify } from "../../../lib/notify";
import { clientOf } from "../../../lib/typed-client";
import { useWorkingChurchId } from "../../../lib/working-church";

const churchesClient = clientOf(churchesEndpoints);

/** Every zone this browser knows, by its IANA name. */
const zones = () => (typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : []);

/**
 * The church's time zone, in which program dates and times are kept (a church admin changes it;
 * dates already made keep their instants, new ones follow the new zone).
 */
export function TimeZoneSetting() {
  const { t } = useTranslation("programs");
  const churchId = useWorkingChurchId();
  const client = useQueryClient();
  const church = useQuery({
    queryKey: ["churches/churches", "detail", String(churchId)],
    queryFn: ({ signal }) =>
      api.get<Church>(churchesClient.detailPath(String(churchId)), undefined, { signal }),
    enabled: churchId !== null,
  });
  const options = useMemo(() => zones(), []);
  const [chosen, setChosen] = useState<string | null>(null);
  const server = useServerErrors({ time_zone: chosen });
  const save = useMutation({
    mutationFn: (time_zone: string) =>
      api.patch<Church>(churchesClient.detailPath(String(churchId)), { time_zone }),
    onSuccess: () => client.invalidateQueries(),
  });
  if (!church.data) return null;
  const value = chosen ?? church.data.time_zone;
  async function submit() {
    server.clear();
    try {
      await save.mutateAsync(value);
      notify.success(t("Program times are now in {zone}.", { zone: value }));
      setChosen(null);
    } catch (error) {
      notify.error({ title: t("The time zone was not changed"), message: server.show(error) });
    }
  }
  return (
    <TitledSection title={t("Time zone")} gap="xs">
      <Text fz="sm" c="dimmed">
        {t(
          "Program dates and times are in the church''s time zone, so a 10:00 service stays at 10:00 when the clocks change. Dates already planned keep their time; programs follow the new zone when they are next changed.",
        )}
      </Text>
      <FormAlert message={server.alert} />
      <Group gap="xs" align="flex-end">
        <Select
          label={t("The church''s time zone")}
          data={options.includes(value) ? options : [value, ...options]}
          value={value}
          onChange={setChosen}
          searchable
          allowDeselect={false}
          limit={50}
          error={server.fieldError("time_zone")}
          style={{ flex: "1 1 240px" }}
          comboboxProps={{ withinPortal: true }}
        />
        <Button
          onClick={() => void submit()}
          loading={save.isPending}
          disabled={value === church.data.time_zone}
        >
          {t("Save")}
        </Button>
      </Group>
    </TitledSection>
  );
}
