import { expect, it } from "vitest";
import { auditChanges } from "./audit";

it("records changed values but never secrets", () => {
  const changes = auditChanges({
    name: "Grace",
    password: "hunter22",
    new_password: "x",
    refresh: "abc",
    two_factor_secret: "S",
    when: new Date("2026-01-01T00:00:00Z"),
    skipped: undefined,
  });
  expect(changes).toEqual({
    name: "Grace",
    password: "[hidden]",
    new_password: "[hidden]",
    refresh: "[hidden]",
    two_factor_secret: "[hidden]",
    when: "2026-01-01T00:00:00.000Z",
  });
});
