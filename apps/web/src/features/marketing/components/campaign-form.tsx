import type { Campaign, CampaignInput } from "@cm/contracts";
import { formatMoney } from "@cm/contracts/rules";
import { Alert } from "@mantine/core";
import { useTranslation } from "react-i18next";
import {
  ChoiceField,
  DateField,
  KitForm,
  TextAreaField,
  TextField,
  useKitForm,
} from "../../../components/form-kit";
import { notify } from "../../../lib/notify";
import { useActivePlans, useCreateCampaign, useUpdateCampaign } from "../api/marketing-api";

/** The start of any web address: the same in every language. */
const WEB_ADDRESS_START = "https://";

type Values = Omit<CampaignInput, "church" | "plan" | "event_start" | "event_end"> & {
  plan: string | null;
  event_start: string;
  event_end: string;
};
const valuesOf = (c: Campaign | undefined): Values => ({
  title: c?.title ?? "",
  summary: c?.summary ?? "",
  description: c?.description ?? "",
  location: c?.location ?? "",
  cta_label: c?.cta_label ?? "",
  cta_url: c?.cta_url ?? "",
  plan: c ? String(c.plan) : null,
  event_start: c?.event_start ?? "",
  event_end: c?.event_end ?? "",
});

/**
 * A church's campaign: a new one is saved as a draft to pay for; an existing one changes
 * (a running one only in its texts, which sends it back to review).
 */
export function CampaignForm({
  church,
  campaign,
  onDone,
  onCancel,
}: {
  church: number | null;
  campaign?: Campaign;
  onDone: (saved: Campaign) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("marketing");
  const plans = useActivePlans();
  const create = useCreateCampaign();
  const update = useUpdateCampaign();
  const textsOnly = campaign?.status === "ACTIVE";
  const kit = useKitForm<Values>({
    defaultValues: valuesOf(campaign),
    onSubmit: async (v) => {
      // The form shows only once a church is chosen.
      if (church === null) return;
      const data = {
        ...v,
        church,
        plan: Number(v.plan),
        event_start: v.event_start || null,
        event_end: v.event_end || null,
      };
      if (campaign) {
        const { church: _c, plan: _p, event_start: _s, event_end: _e, ...texts } = data;
        const saved = await update.mutateAsync({ id: campaign.id, data: textsOnly ? texts : data });
        notify.success(
          saved.status === "PENDING_REVIEW" && textsOnly
            ? t("{title} has been saved and goes back to the national office for review.", { title: v.title })
            : t("{title} has been saved.", { title: v.title }),
        );
        onDone(saved);
        return;
      }
      const saved = await create.mutateAsync(data);
      notify.success(t("{title} has been saved as a draft.", { title: v.title }));
      onDone(saved);
    },
  });
  if (church === null)
    return (
      <Alert color="blue" variant="light" title={t("Choose a church first")}>
        {t("A campaign belongs to a church. Choose the church at the top of the page first.")}
      </Alert>
    );
  return (
    <KitForm kit={kit} gap="sm" submitLabel={campaign ? t("Save") : t("Save draft")} onCancel={onCancel}>
      {textsOnly && (
        <Alert color="blue" variant="light">
          {t(
            "This campaign is running: only its texts can change, and a change sends it back to the national office for review.",
          )}
        </Alert>
      )}
      <TextField name="title" label={t("Title")} required />
      <ChoiceField
        name="plan"
        label={t("Advertising plan")}
        required
        data={(plans.data ?? []).map((p) => ({
          value: String(p.id),
          label: t("{name} · {days, plural, one {# day} other {# days}} · {price}", {
            name: p.name,
            days: p.duration_days,
            price: formatMoney(p.price, p.currency),
          }),
        }))}
        disabled={textsOnly}
      />
      <TextField name="summary" label={t("Summary")} />
      <TextAreaField name="description" label={t("Description")} rows={5} />
      <TextField name="location" label={t("Place")} />
      <DateField name="event_start" label={t("First day of the event")} disabled={textsOnly} />
      <DateField name="event_end" label={t("Last day of the event")} disabled={textsOnly} />
      <TextField name="cta_label" label={t("Button text")} placeholder={t("Register")} />
      <TextField name="cta_url" label={t("Button link")} placeholder={WEB_ADDRESS_START} />
    </KitForm>
  );
}
