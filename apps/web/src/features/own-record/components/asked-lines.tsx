import { Anchor, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

/** What a change asks for, one line each (the new values). */
export function AskedLines({
  change,
}: {
  change: { phone: string | null; address: string | null; photo: string | null };
}) {
  const { t } = useTranslation("own-record");
  const lines: string[] = [];
  if (change.phone !== null) lines.push(t("Phone: {value}", { value: change.phone || "—" }));
  if (change.address !== null) lines.push(t("Address: {value}", { value: change.address || "—" }));
  return (
    <>
      {lines.map((line) => (
        <Text key={line} fz="sm" style={{ overflowWrap: "anywhere" }}>
          {line}
        </Text>
      ))}
      {change.photo ? (
        <Anchor href={change.photo} target="_blank" rel="noopener" fz="sm">
          {t("A new photo")}
        </Anchor>
      ) : null}
    </>
  );
}
