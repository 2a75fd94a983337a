import {
  DEFAULT_REMITTANCE_PERCENT,
  type Page,
  type Region,
  type RemittanceRate,
  regionsEndpoints,
  remittanceRatesEndpoints,
} from "@cm/contracts";
import { Button, Group, Modal, Paper, Skeleton, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ActionsHeader } from "../../../components/data-table";
import { FormAlert } from "../../../components/form-parts";
import { useRecordChoices } from "../../../components/record-choices";
import { api } from "../../../lib/api-client";
import { useServerErrors } from "../../../lib/form-errors";
import { notify } from "../../../lib/notify";
import { clientOf } from "../../../lib/typed-client";

const regionsClient = clientOf(regionsEndpoints);
const remittanceRatesClient = clientOf(remittanceRatesEndpoints);

type Editing = { region: Region; rate: RemittanceRate | null } | null;

/** The share of tithes and offerings each region's churches are expected to remit (10 % unless set). */
export function RemittanceRates() {
  const { t } = useTranslation("finance");
  const client = useQueryClient();
  const regions = useRecordChoices<Region>(regionsClient.path);
  const rates = useQuery({
    queryKey: ["finance", "remittance-rates"],
    queryFn: ({ signal }) =>
      api.get<Page<RemittanceRate>>(remittanceRatesClient.path, { page_size: 100 }, { signal }),
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [values, setValues] = useState({ ministry: "", regional: "" });
  const server = useServerErrors({ ministry_percent: values.ministry, regional_percent: values.regional });
  const save = useMutation({
    mutationFn: ({ region, rate }: { region: Region; rate: RemittanceRate | null }) => {
      const body = { ministry_percent: values.ministry, regional_percent: values.regional };
      return rate
        ? remittanceRatesClient.update(rate.id, body)
        : remittanceRatesClient.create({ region: region.id, ...body });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: ["finance"] }),
  });

  const rateOf = (region: number) => rates.data?.results.find((r) => r.region === region) ?? null;
  const open = (region: Region) => {
    const rate = rateOf(region.id);
    setValues({
      ministry: rate?.ministry_percent ?? DEFAULT_REMITTANCE_PERCENT,
      regional: rate?.regional_percent ?? DEFAULT_REMITTANCE_PERCENT,
    });
    setEditing({ region, rate });
    server.clear();
  };
  async function submit() {
    if (!editing) return;
    server.clear();
    try {
      await save.mutateAsync(editing);
      notify.success(t("The rates of {region} have been saved.", { region: editing.region.name }));
      setEditing(null);
    } catch (error) {
      notify.error({ title: t("The rates were not saved"), message: server.show(error) });
    }
  }

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="md">
        {t("Expected support per region")}
      </Title>
      <Text fz="sm" c="dimmed" mb="sm">
        {t(
          "The share of tithes and offerings each region''s churches remit; the remittance report reckons with it.",
        )}
      </Text>
      {regions.isPending || rates.isPending ? (
        <Skeleton h={120} />
      ) : (
        <Table.ScrollContainer minWidth={480} type="native">
          <Table verticalSpacing={6} fz="sm" aria-label={t("Expected support per region")}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("Region")}</Table.Th>
                <Table.Th ta="right">{t("Ministry support")}</Table.Th>
                <Table.Th ta="right">{t("Regional support")}</Table.Th>
                <Table.Th w={90}>
                  <ActionsHeader />
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(regions.data?.results ?? []).map((region) => {
                const rate = rateOf(region.id);
                return (
                  <Table.Tr key={region.id}>
                    <Table.Td>{region.name}</Table.Td>
                    <Table.Td ta="right">
                      {rate
                        ? t("{percent} %", { percent: rate.ministry_percent })
                        : t("{percent} (default) %", { percent: DEFAULT_REMITTANCE_PERCENT })}
                    </Table.Td>
                    <Table.Td ta="right">
                      {rate
                        ? t("{percent} %", { percent: rate.regional_percent })
                        : t("{percent} (default) %", { percent: DEFAULT_REMITTANCE_PERCENT })}
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="compact-sm"
                        variant="subtle"
                        onClick={() => open(region)}
                        aria-label={t("Change the rates of {region}", { region: region.name })}
                      >
                        {t("Change")}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={
          <Text fw={700} fz="lg">
            {t("Rates of {region}", { region: editing?.region.name ?? "" })}
          </Text>
        }
        centered
      >
        <Stack gap="md">
          <FormAlert message={server.alert} />
          <Group grow align="flex-start">
            <TextInput
              label={t("Ministry support %")}
              inputMode="decimal"
              value={values.ministry}
              onChange={(e) => setValues({ ...values, ministry: e.currentTarget.value })}
              error={server.fieldError("ministry_percent")}
            />
            <TextInput
              label={t("Regional support %")}
              inputMode="decimal"
              value={values.regional}
              onChange={(e) => setValues({ ...values, regional: e.currentTarget.value })}
              error={server.fieldError("regional_percent")}
            />
          </Group>
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={() => setEditing(null)} disabled={save.isPending}>
              {t("Cancel")}
            </Button>
            <Button onClick={() => void submit()} loading={save.isPending}>
              {t("Save rates")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
