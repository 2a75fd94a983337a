import { assetCreate, memberCreate, newPassword } from "@cm/contracts";
import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { formResolver } from "./form-resolver";
import { i18n } from "./i18n";

/** The messages a form shows for `values`, by field. */
async function messagesOf(schema: z.ZodType, values: Record<string, unknown>) {
  const resolve = formResolver(schema as z.ZodType<Record<string, unknown>, Record<string, unknown>>);
  const { errors } = await resolve(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]));
}

describe("a form's messages in the reader's language", () => {
  afterEach(async () => {
    await i18n.changeLanguage("en");
  });

  it("in English, a check's own message and a plain one with its figure", async () => {
    const messages = await messagesOf(z.object({ password: newPassword }), { password: "short" });
    expect(messages.password).toBe("Use at least 8 characters.");
  });

  it("in French, the contracts' own messages, the plain ones with their figures, and required fields", async () => {
    await i18n.changeLanguage("fr");
    const member = await messagesOf(memberCreate, { first_name: "", last_name: "Mensah", gender: "X" });
    expect(member.first_name).toBe("Ce champ est obligatoire.");
    expect(member.gender).toBe("Choisissez homme ou femme, ou laissez vide.");
    const password = await messagesOf(z.object({ password: newPassword }), { password: "short" });
    expect(password.password).toBe("Utilisez au moins 8 caractères.");
    const asset = await messagesOf(assetCreate, { name: "Drum", condition: "SHINY" });
    expect(asset.condition).toBe("Choisissez neuf, bon, passable ou mauvais.");
  });
});
