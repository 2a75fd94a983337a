import type { Household } from "@cm/contracts";
import { Button, Stack } from "@mantine/core";
import { IconEdit } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { DetailFacts } from "../../../components/detail-facts";
import { DetailHeading } from "../../../components/detail-heading";
import { LoadError } from "../../../components/load-error";
import { PageLoader } from "../../../components/page-loader";
import { RecordDrawer } from "../../../components/record-drawer";
import { useRecordDrawer } from "../../../components/shared-parts/use-record-drawer";
import { useHousehold } from "../api/households-api";
import { HouseholdForm } from "./household-form";
import { HouseholdPeople } from "./household-people";

/** One household: its address and phone, and its people with their church life at a glance. */
export function HouseholdDetail({ id, canWrite }: { id: number; canWrite: boolean }) {
  const { t } = useTranslation("households");
  const query = useHousehold(id);
  const drawer = useRecordDrawer<Household>();
  if (query.isPending) return <PageLoader />;
  if (query.isError)
    return (
      <LoadError
        error={query.error}
        what={t("household")}
        onRetry={() => void query.refetch()}
        back={{ to: "/church/households", label: t("Back to the households") }}
      />
    );
  const household = query.data;
  return (
    <Stack gap="lg">
      <DetailHeading
        trail={[{ label: t("Households"), to: "/church/households" }]}
        here={household.name}
        title={household.name}
        actions={
          canWrite && (
            <Button
              variant="default"
              leftSection={<IconEdit size={16} />}
              onClick={() => drawer.edit(household)}
            >
              {t("Edit")}
            </Button>
          )
        }
      />
      <DetailFacts
        facts={[
          { label: t("Head"), value: household.head_name },
          { label: t("Address"), value: household.address },
          { label: t("Phone"), value: household.phone },
        ]}
      />
      <HouseholdPeople id={id} canWrite={canWrite} />
      <RecordDrawer
        state={drawer.state}
        onClose={drawer.close}
        titles={{ create: t("Add a household"), edit: t("Edit household") }}
      >
        {(record) => <HouseholdForm household={record} onDone={drawer.close} />}
      </RecordDrawer>
    </Stack>
  );
}
