import { formatMoney } from "@cm/contracts";
import { eq } from "drizzle-orm";
import { churches, type invoices, plans, subscriptions } from "../../db/tables";
import { escapeHtml } from "../../platform/http/html";
import { FileAnswer } from "../../platform/resources/resource";
import type { Data } from "../../platform/resources/scoped-data";

/** Printed on an invoice charged through the sandbox, so that nobody takes it for a receipt. */
export const TEST_PAYMENT_LINE = "TEST PAYMENT — no money was received";

type Printable = typeof invoices.$inferSelect & { church_name: string; plan_name: string };

/** A self-contained page a browser prints as the invoice (no scripts, inline styles only). */
export function invoiceHtml(inv: Printable): string {
  const e = escapeHtml;
  const day = (d: Date | string | null) =>
    d === null ? "—" : e(typeof d === "string" ? d : d.toISOString().slice(0, 10));
  const lines = inv.lines
    .map(
      (l) =>
        `<tr><td>${e(l.description)}</td><td class="n">${e(formatMoney(l.amount, inv.currency))}</td></tr>`,
    )
    .join("");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Invoice ${e(inv.number)}</title>
<style>
body{font-family:system-ui,sans-serif;color:#111;max-width:760px;margin:2rem auto;padding:0 1rem}
h1{font-size:1.6rem;margin:0}table{width:100%;border-collapse:collapse;margin-top:1.5rem}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid #ccc}.n{text-align:right}
.meta{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin-top:1rem}
.total td{font-weight:700;border-top:2px solid #111}.status{font-weight:700}
.test{border:3px solid #b00020;color:#b00020;font-weight:700;font-size:1.2rem;padding:.6rem 1rem;margin:1rem 0}
@media print{body{margin:0}}
</style></head><body>
<h1>Invoice ${e(inv.number)}</h1>
${inv.is_test ? `<p class="test" role="note">${TEST_PAYMENT_LINE}</p>` : ""}
<div class="meta">
<span>Billed to</span><span>${e(inv.church_name)}</span>
<span>Plan</span><span>${e(inv.plan_name)}</span>
<span>Status</span><span class="status">${e(inv.status)}</span>
<span>Issued</span><span>${day(inv.issued_at)}</span>
<span>Due</span><span>${day(inv.due_date)}</span>
<span>Paid</span><span>${day(inv.paid_at)}</span>
</div>
${inv.description ? `<p>${e(inv.description)}</p>` : ""}
<table><thead><tr><th>Description</th><th class="n">Amount</th></tr></thead>
<tbody>${lines}</tbody>
<tfoot><tr class="total"><td>Total</td><td class="n">${e(formatMoney(inv.amount, inv.currency))}</td></tr></tfoot>
</table></body></html>`;
}

/** The printable invoice page: the invoice with its church's and plan's names. */
export async function printableInvoice(db: Data, inv: typeof invoices.$inferSelect): Promise<FileAnswer> {
  const [names] = await db
    .select({ church_name: churches.name, plan_name: plans.name })
    .from(subscriptions)
    .innerJoin(churches, eq(churches.id, subscriptions.church))
    .innerJoin(plans, eq(plans.id, subscriptions.plan))
    .where(eq(subscriptions.id, inv.subscription))
    .limit(1);
  const html = invoiceHtml({
    ...inv,
    church_name: names?.church_name ?? "",
    plan_name: names?.plan_name ?? "",
  });
  return new FileAnswer(html, "text/html; charset=utf-8", `invoice-${inv.number}.html`, "inline");
}
