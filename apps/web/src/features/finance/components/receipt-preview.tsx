import { expensesEndpoints } from "@cm/contracts";
import { Alert, Anchor, Box, Group, Image, Skeleton, Text } from "@mantine/core";
import { IconFileTypePdf } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../../lib/api-client";
import { fetchFile } from "../../../lib/file-transfer";
import { clientOf } from "../../../lib/typed-client";

const expensesClient = clientOf(expensesEndpoints);

/** A local object URL for a Blob or File, revoked when it changes or the view goes. */
function useObjectUrl(blob: Blob | null | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** A receipt to look at: a picture shown, a PDF linked (and shown where the browser can). */
export function ReceiptView({ file, name }: { file: Blob; name: string }) {
  const { t } = useTranslation("finance");
  const url = useObjectUrl(file);
  if (!url) return null;
  if (file.type === "application/pdf") {
    return (
      <Group gap="xs">
        <IconFileTypePdf size={28} aria-hidden />
        <Anchor href={url} target="_blank" rel="noopener" fz="sm">
          {t("Open {name}", { name })}
        </Anchor>
      </Group>
    );
  }
  return (
    <Box maw={320}>
      <Image src={url} alt={t("Receipt: {name}", { name })} radius="sm" fit="contain" mah={320} />
    </Box>
  );
}

/** The receipt attached to an expense, fetched with the user's token (receipts are never public). */
export function StoredReceipt({ expenseId }: { expenseId: number }) {
  const { t } = useTranslation("finance");
  const receipt = useQuery({
    queryKey: ["finance", "receipt", expenseId],
    queryFn: ({ signal }) => fetchFile(expensesClient.actionPath("receipt", expenseId), signal),
    staleTime: 60_000,
  });
  if (receipt.isPending)
    return <Skeleton h={80} w={200} role="status" aria-label={t("Loading the receipt")} />;
  if (receipt.isError)
    return (
      <Alert color="red" variant="light">
        {errorMessage(receipt.error)}
      </Alert>
    );
  return (
    <Box>
      <Text fz="sm" fw={600} mb={4}>
        {t("Receipt")}
      </Text>
      <ReceiptView file={receipt.data} name={`receipt-${expenseId}`} />
    </Box>
  );
}
