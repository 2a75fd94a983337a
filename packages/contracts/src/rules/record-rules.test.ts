import { describe, expect, it } from "vitest";
import { expenseRules, isChurchBookAdmin, programRules, viewerOf } from "./record-rules";

const treasurer = viewerOf({ id: 7, role: "FINANCE_MANAGER", is_church_admin: false });
const admin = viewerOf({ id: 8, role: "LOCAL_ADMIN", is_church_admin: false });

describe("expense rules", () => {
  it("lets the submitter or a church admin change a pending expense, and nobody a final one", () => {
    expect(expenseRules.change(treasurer, { status: "PENDING", submitted_by: 7 })).toBe(true);
    expect(expenseRules.change(treasurer, { status: "PENDING", submitted_by: 9 })).toBe(false);
    expect(expenseRules.change(admin, { status: "PENDING", submitted_by: 9 })).toBe(true);
    expect(expenseRules.change(admin, { status: "APPROVED", submitted_by: 8 })).toBe(false);
  });

  it("lets anyone but the submitter review a pending expense", () => {
    expect(expenseRules.review(treasurer, { status: "PENDING", submitted_by: 7 })).toBe(false);
    expect(expenseRules.review(admin, { status: "PENDING", submitted_by: 7 })).toBe(true);
    expect(expenseRules.review(admin, { status: "REJECTED", submitted_by: 7 })).toBe(false);
  });

  it("counts the church-admin flag only for someone who works in one church", () => {
    expect(isChurchBookAdmin({ role: "LOCAL_ADMIN", is_church_admin: false })).toBe(true);
    expect(isChurchBookAdmin({ role: "FINANCE_MANAGER", is_church_admin: true })).toBe(true);
    expect(isChurchBookAdmin({ role: "REGIONAL_ADMIN", is_church_admin: true })).toBe(false);
  });
});

describe("program rules", () => {
  it("follows the program from draft to approval, and keeps a cancelled one as it is", () => {
    expect(programRules.submit({ status: "DRAFT" })).toBe(true);
    expect(programRules.review({ status: "PENDING" })).toBe(true);
    expect(programRules.review({ status: "APPROVED" })).toBe(false);
    expect(programRules.edit({ status: "CANCELLED" })).toBe(false);
    expect(programRules.cancel({ status: "APPROVED" })).toBe(true);
  });
});
