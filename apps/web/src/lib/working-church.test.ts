import { afterEach, describe, expect, it } from "vitest";
import { localAdmin } from "../test/fixtures";
import { signInForEachTest } from "../test/session";
import { sessionStore } from "./session";
import { churchChoice, withChosenChurch, workingChurchId } from "./working-church";

const superAdmin = {
  ...localAdmin,
  id: 90,
  username: "super_admin",
  role: "SUPER_ADMIN" as const,
  church: null,
};

afterEach(() => churchChoice.clear());

describe("an officer's chosen church", () => {
  signInForEachTest(superAdmin);

  it("is named in reads of church lists and their actions, and in creates", () => {
    churchChoice.select({ id: 7, name: "Grace Cathedral" });
    expect(workingChurchId()).toBe(7);
    expect(withChosenChurch("GET", "/churches/members/", { page: 2 }, undefined).query).toEqual({
      church: 7,
      page: 2,
    });
    expect(withChosenChurch("GET", "/churches/members/statistics/", undefined, undefined).query).toEqual({
      church: 7,
    });
    expect(withChosenChurch("POST", "/churches/events/", undefined, { title: "Prayer" }).body).toEqual({
      title: "Prayer",
      church: 7,
    });
    const form = new FormData();
    withChosenChurch("POST", "/churches/members/import/", undefined, form);
    expect(form.get("church")).toBe("7");
    // Giving is a church's too: its lists, its report and its counts.
    expect(withChosenChurch("GET", "/giving/donations/report/", { format: "json" }, undefined).query).toEqual(
      {
        church: 7,
        format: "json",
      },
    );
    expect(
      withChosenChurch("POST", "/giving/batches/", undefined, { service_date: "2026-11-22" }).body,
    ).toEqual({
      service_date: "2026-11-22",
      church: 7,
    });
  });

  it("leaves alone one object's address, actions' bodies and other areas", () => {
    churchChoice.select({ id: 7, name: "Grace Cathedral" });
    expect(withChosenChurch("GET", "/churches/members/12/", undefined, undefined).query).toBeUndefined();
    const bulk = { ids: [1] };
    expect(withChosenChurch("POST", "/churches/members/bulk_delete/", undefined, bulk).body).toBe(bulk);
    expect(withChosenChurch("GET", "/users/", { page: 1 }, undefined).query).toEqual({ page: 1 });
    expect(withChosenChurch("POST", "/churches/members/", undefined, { church: 3 }).body).toEqual({
      church: 3,
    });
  });

  it("is forgotten on sign-out", () => {
    churchChoice.select({ id: 7, name: "Grace Cathedral" });
    sessionStore.clear();
    expect(churchChoice.get()).toBeNull();
  });
});

describe("a church user", () => {
  signInForEachTest(localAdmin);

  it("always works on their own church, and their calls are left as they are", () => {
    churchChoice.select({ id: 99, name: "Another" });
    expect(workingChurchId()).toBe(localAdmin.church);
    expect(withChosenChurch("GET", "/churches/members/", { page: 1 }, undefined).query).toEqual({ page: 1 });
  });
});
