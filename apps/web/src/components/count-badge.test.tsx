import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../test/render";
import { CountBadge, formatBadgeCount } from "./count-badge";

afterEach(cleanup);

describe("formatBadgeCount", () => {
  it("shows counts up to 99 as they are and caps larger ones at 99+", () => {
    expect(formatBadgeCount(1)).toBe("1");
    expect(formatBadgeCount(99)).toBe("99");
    expect(formatBadgeCount(100)).toBe("99+");
    expect(formatBadgeCount(12_345)).toBe("99+");
  });

  it("shows nothing for zero or an unknown count", () => {
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(null)).toBeNull();
    expect(formatBadgeCount(undefined)).toBeNull();
    expect(formatBadgeCount(Number.NaN)).toBeNull();
  });
});

describe("CountBadge", () => {
  it("renders the capped text", () => {
    renderWithProviders(<CountBadge count={250} label="250 published announcements" />);
    expect(screen.getByLabelText("250 published announcements").textContent).toBe("99+");
  });

  it("renders nothing for zero", () => {
    const { container } = renderWithProviders(<CountBadge count={0} />);
    expect(container.querySelector(".mantine-Badge-root")).toBeNull();
  });
});
