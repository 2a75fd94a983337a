import type { AvailableDiscount, GatewayName } from "@cm/contracts";
import { formatMoney, msg } from "@cm/contracts";
import { Button, Group, Radio, Stack, Text, TextInput } from "@mantine/core";
import { IconCheck } from "@tabler/icons-react";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormAlert } from "../../../components/form-parts";
import { useServerErrors } from "../../../lib/form-errors";
import {
  type ActiveGateway,
  type AppliedDiscount,
  useActiveGateways,
  useApplyDiscount,
  useAvailableDiscounts,
} from "../api/payments-api";
import { SectionError, SectionLoader } from "./query-state";
import { SectionCard } from "./section-card";

const GATEWAY_NOTES: Partial<Record<GatewayName, string>> = {
  sandbox: msg("A test payment page: no money is taken."),
  manual: msg(
    "Pay by bank transfer. Your subscription starts once the national office confirms the money arrived.",
  ),
  paystack: msg("Card or mobile money on Paystack's secure page."),
  stripe: msg("Card payment on Stripe's secure page."),
};

/** The chosen gateway, or the first one on offer until the user chooses. */
export function useGatewayChoice() {
  const gateways = useActiveGateways();
  const [chosen, setChosen] = useState<GatewayName | null>(null);
  return { gateways, value: chosen ?? gateways.data?.[0]?.name ?? null, setValue: setChosen };
}

export function GatewayChoice({
  step,
  choice,
}: {
  step: string;
  choice: ReturnType<typeof useGatewayChoice>;
}) {
  const { t } = useTranslation("subscriptions");
  const { gateways } = choice;
  return (
    <SectionCard label={t("Payment method")} title={t("{step}. Payment method", { step })}>
      {gateways.isPending ? (
        <SectionLoader label={t("Loading the payment methods…")} />
      ) : gateways.isError ? (
        <SectionError
          title={t("The payment methods could not be loaded")}
          error={gateways.error}
          onRetry={() => void gateways.refetch()}
        />
      ) : gateways.data.length === 0 ? (
        <Text fz="sm" c="dimmed">
          {t("No payment method is available at the moment. Please contact the national office.")}
        </Text>
      ) : (
        <CardChoices
          label={t("Payment method")}
          value={choice.value}
          onChange={(v) => choice.setValue(v as GatewayName)}
          choices={gateways.data.map((g: ActiveGateway) => {
            const note = GATEWAY_NOTES[g.name];
            return { value: g.name, title: g.display_name, note: note ? t(note) : undefined };
          })}
        />
      )}
    </SectionCard>
  );
}

type DiscountFieldProps = {
  step: string;
  /** The plan to price; null while none is chosen. */
  plan: number | null;
  applied: AppliedDiscount | null;
  onApplied: (applied: AppliedDiscount | null) => void;
};

/** A discount code, applied to the plan's charge by the API before paying. */
export function DiscountField({ step, plan, applied, onApplied }: DiscountFieldProps) {
  const { t } = useTranslation("subscriptions");
  const apply = useApplyDiscount();
  const [code, setCode] = useState("");
  const server = useServerErrors({ code });

  async function submit() {
    const trimmed = code.trim();
    server.clear();
    onApplied(null);
    if (plan === null) return;
    if (!trimmed) return server.say(t("Enter a discount code."), "code");
    try {
      onApplied(await apply.mutateAsync({ code: trimmed, plan }));
    } catch (e) {
      // A code that does not apply answers 400 with the reason on the `code` field.
      server.show(e);
    }
  }

  return (
    <SectionCard label={t("Discount code")} title={t("{step}. Discount code (optional)", { step })}>
      <FormAlert message={server.alert} />
      <Group align="flex-start" gap="xs" wrap="nowrap">
        <TextInput
          label={t("Discount code")}
          placeholder={t("e.g. WELCOME10")}
          value={code}
          onChange={(e) => {
            setCode(e.currentTarget.value);
            if (applied) onApplied(null);
          }}
          onKeyDown={(e) => {
            if (e.key === "Enter") {
              e.preventDefault();
              void submit();
            }
          }}
          error={server.fieldError("code")}
          disabled={plan === null}
          style={{ flex: 1 }}
        />
        <Button
          variant="default"
          mt={25}
          onClick={() => void submit()}
          loading={apply.isPending}
          disabled={plan === null}
        >
          {t("Apply")}
        </Button>
      </Group>
      {applied && (
        <Text fz="sm" c="teal.8" role="status">
          <IconCheck size={14} style={{ verticalAlign: "middle" }} />{" "}
          {t("Code {code} applied: {amount} off.", {
            code: applied.discount.code,
            amount: formatMoney(applied.discount_amount, applied.currency),
          })}
        </Text>
      )}
      <OfferList plan={plan} onChoose={(offer) => setCode(offer)} />
    </SectionCard>
  );
}

/** "SAVE10 — 10% off: New churches (until 2026-12-31)", the plan's currency left to the page. */
function offerText(offer: AvailableDiscount & { code: string }, t: TFunction<"subscriptions">) {
  const values = {
    code: offer.code,
    value: offer.kind === "PERCENTAGE" ? `${Number(offer.value)}%` : offer.value,
    description: offer.description ?? "",
    until: offer.valid_until ?? "",
  };
  // One whole sentence for each shape the line can take.
  if (offer.description && offer.valid_until) return t("{value} off: {description} (until {until})", values);
  if (offer.description) return t("{value} off: {description}", values);
  if (offer.valid_until) return t("{value} off (until {until})", values);
  return t("{value} off", values);
}

/**
 * The advertised offers that apply to the plan, so a church admin need not know the code in
 * advance; choosing one fills the code field (private codes are given to their churches directly).
 */
function OfferList({ plan, onChoose }: { plan: number | null; onChoose: (code: string) => void }) {
  const { t } = useTranslation("subscriptions");
  const offers = useAvailableDiscounts();
  const usable = (offers.data ?? []).filter(
    (o): o is AvailableDiscount & { code: string } =>
      o.code !== null && (o.plans.length === 0 || (plan !== null && o.plans.includes(plan))),
  );
  if (usable.length === 0) return null;
  return (
    <Stack gap={6} component="section" aria-label={t("Offers you can use")}>
      <Text fz="sm" fw={600}>
        {t("Offers you can use")}
      </Text>
      {usable.map((offer) => (
        <Group key={offer.id} justify="space-between" gap="sm" wrap="nowrap">
          <Text fz="sm" style={{ minWidth: 0 }}>
            <Text span fw={700}>
              {offer.code}
            </Text>{" "}
            — {offerText(offer, t)}
          </Text>
          <Button size="compact-sm" variant="light" onClick={() => onChoose(offer.code)}>
            {t("Use {code}", { code: offer.code })}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

export function SummaryLine({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="sm" wrap="nowrap">
      <Text fz="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text fz={strong ? "lg" : "sm"} fw={strong ? 700 : 500} ta="right" style={{ whiteSpace: "nowrap" }}>
        {value}
      </Text>
    </Group>
  );
}

/** The charge priced with a discount: before it, what it takes off (the caller adds what to pay). */
export function AppliedLines({ applied }: { applied: AppliedDiscount }) {
  const { t } = useTranslation("subscriptions");
  const upgrade = applied.purpose === "UPGRADE";
  return (
    <Stack gap={6}>
      {upgrade && applied.lines[0] && (
        <Text fz="xs" c="dimmed">
          {applied.lines[0].description}
        </Text>
      )}
      <SummaryLine
        label={upgrade ? t("Upgrade charge") : t("Price")}
        value={formatMoney(applied.original_amount, applied.currency)}
      />
      <SummaryLine
        label={t("Discount ({code})", { code: applied.discount.code })}
        value={`− ${formatMoney(applied.discount_amount, applied.currency)}`}
      />
    </Stack>
  );
}

/** A choice of one among a few, each a card with a title and an optional line under it. */
export function CardChoices({
  label,
  value,
  onChange,
  choices,
}: {
  label: string;
  value: string | null;
  onChange: (value: string) => void;
  choices: { value: string; title: string; note?: string }[];
}) {
  return (
    <Radio.Group value={value} onChange={onChange} aria-label={label}>
      <Stack gap="xs">
        {choices.map((c) => (
          <Radio.Card key={c.value} value={c.value} p="sm" radius="md">
            <Group wrap="nowrap" align="flex-start">
              <Radio.Indicator />
              <div>
                <Text fw={600}>{c.title}</Text>
                {c.note && (
                  <Text fz="sm" c="dimmed">
                    {c.note}
                  </Text>
                )}
              </div>
            </Group>
          </Radio.Card>
        ))}
      </Stack>
    </Radio.Group>
  );
}
