import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { churches, invoices, plans, subscriptions } from "../../db/tables";
import { principalOf } from "../../platform/auth/access";
import { notFound } from "../../platform/errors";
import { allOf } from "../../platform/resources/list";
import { tenantCondition } from "../../platform/resources/registry";
import { invoicesResource } from "./invoices.routes";
import { INVOICES_PATH } from "./invoices.service";

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
/** Every value on the page goes through this: church names and line descriptions are user text. */
export const escapeHtml = (value: unknown) => String(value ?? "").replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

type Printable = typeof invoices.$inferSelect & { church_name: string; plan_name: string };

/** A self-contained page a browser prints as the invoice (no scripts, inline styles only). */
export function invoiceHtml(inv: Printable): string {
  const e = escapeHtml;
  const day = (d: Date | string | null) =>
    d === null ? "—" : e(typeof d === "string" ? d : d.toISOString().slice(0, 10));
  const lines = inv.lines
    .map((l) => `<tr><td>${e(l.description)}</td><td class="n">${e(l.amount)} ${e(inv.currency)}</td></tr>`)
    .join("");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Invoice ${e(inv.number)}</title>
<style>
body{font-family:system-ui,sans-serif;color:#111;max-width:760px;margin:2rem auto;padding:0 1rem}
h1{font-size:1.6rem;margin:0}table{width:100%;border-collapse:collapse;margin-top:1.5rem}
th,td{text-align:left;padding:.5rem;border-bottom:1px solid #ccc}.n{text-align:right}
.meta{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;margin-top:1rem}
.total td{font-weight:700;border-top:2px solid #111}.status{font-weight:700}
@media print{body{margin:0}}
</style></head><body>
<h1>Invoice ${e(inv.number)}</h1>
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
<tfoot><tr class="total"><td>Total</td><td class="n">${e(inv.amount)} ${e(inv.currency)}</td></tr></tfoot>
</table></body></html>`;
}

/** The printable invoice page, scoped like the invoice itself (another church's invoice is 404). */
export async function invoicePrintRoutes(app: FastifyInstance): Promise<void> {
  app.get(`${INVOICES_PATH}:id/print/`, {
    config: { access: { permission: "subscriptions.read" } },
    schema: {
      tags: ["invoices"],
      summary: "The invoice as a printable HTML page",
      description: "Access: permission:subscriptions.read.",
      security: [{ bearerAuth: [] }],
      params: z.object({ id: z.string().describe("Object id") }),
    },
    handler: async (request, reply) => {
      const id = Number((request.params as { id: string }).id);
      if (!Number.isSafeInteger(id) || id < 1) throw notFound();
      const [row] = await app.db
        .select({ invoice: invoices, church_name: churches.name, plan_name: plans.name })
        .from(invoices)
        .innerJoin(churches, eq(churches.id, invoices.church))
        .innerJoin(subscriptions, eq(subscriptions.id, invoices.subscription))
        .innerJoin(plans, eq(plans.id, subscriptions.plan))
        .where(allOf([eq(invoices.id, id), tenantCondition(invoicesResource, principalOf(request))]))
        .limit(1);
      if (!row) throw notFound();
      return reply
        .type("text/html; charset=utf-8")
        .header("cache-control", "no-store")
        .send(invoiceHtml({ ...row.invoice, church_name: row.church_name, plan_name: row.plan_name }));
    },
  });
}
