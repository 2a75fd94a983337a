import type { Testimony } from "@cm/contracts";
import { Anchor, Button, Group, Text } from "@mantine/core";
import { IconHeartHandshake } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FormDrawer } from "../../../components/form-drawer";
import { TitledSection } from "../../../components/titled-section";
import { formatDate } from "../../../lib/format-date";
import { useTestimonyList } from "../api/testimonies-api";
import { TestimonyForm } from "./testimony-form";
import { TestimonyStatusBadge } from "./testimony-status";

/** The signed-in member's own testimonies, and the "Share your testimony" form. */
export function ShareTestimonyCard({
  userId,
  openAtStart = false,
}: {
  userId: number;
  openAtStart?: boolean;
}) {
  const [open, setOpen] = useState<true | null>(openAtStart ? true : null);
  const { t } = useTranslation("testimonies");
  const mine = useTestimonyList({
    page_size: 5,
    ordering: "-created_at",
    filters: { testifier_user: userId },
  });
  const rows: Testimony[] = mine.data?.results ?? [];
  return (
    <>
      <TitledSection
        title={t("Testimonies")}
        action={
          <Button leftSection={<IconHeartHandshake size={16} />} onClick={() => setOpen(true)}>
            {t("Share your testimony")}
          </Button>
        }
      >
        {rows.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t("Tell your church what God has done for you. Your church checks it before it is published.")}
          </Text>
        ) : (
          rows.map((row) => (
            <Group key={row.id} justify="space-between" wrap="nowrap">
              <Text fz="sm" truncate>
                {row.title}{" "}
                <Text span fz="xs" c="dimmed">
                  · {formatDate(row.created_at)}
                </Text>
              </Text>
              <TestimonyStatusBadge status={row.status} />
            </Group>
          ))
        )}
        <Anchor component={Link} to="/admin/view/testimonies" fz="sm">
          {t("Read the published testimonies")}
        </Anchor>
      </TitledSection>
      <FormDrawer
        state={open}
        onClose={() => setOpen(null)}
        title={() => t("Share your testimony")}
        size="lg"
      >
        {() => (
          <TestimonyForm forSomeoneElse={false} onDone={() => setOpen(null)} onCancel={() => setOpen(null)} />
        )}
      </FormDrawer>
    </>
  );
}
