import * as contracts from "@cm/contracts";
import { describe, expect, it } from "vitest";
import { inWords } from "./i18n";
import { hasStatusWord, statusWord, statusWords } from "./status-words";

// A message that names a record's status ("This payment is already {status}.") gives the status
// in the reader's language with the rest of the message.
const statuses = Object.entries(contracts)
  .filter(([name, value]) => /_STATUSES$/.test(name) && Array.isArray(value) && name !== "MARITAL_STATUSES")
  .flatMap(([, value]) => value as string[]);

describe("the words of a record's status", () => {
  it("name every status code of the contracts", () => {
    expect(statuses.length).toBeGreaterThan(60);
    expect(statuses.filter((status) => !hasStatusWord(status))).toEqual([]);
    expect(statusWord("UNDER_MAINTENANCE")).toBe("under maintenance");
  });

  it("are put in the reader's language with the message", () => {
    const message = contracts.msg("This payment is already {status}.", { status: statusWord("SUCCEEDED") });
    expect(inWords("en", message)).toBe("This payment is already succeeded.");
    expect(inWords("fr", message)).toBe("Ce paiement est déjà à l’état «\u00a0réussi\u00a0».");
    // A value that is not a status word (a name) stays as it is.
    const named = contracts.msg("This request is already {status}.", { status: "Grace Cathedral" });
    expect(inWords("pt", named)).toContain("Grace Cathedral");
  });

  it("put a list of statuses in the reader's language, word by word", () => {
    const message = contracts.msg(
      "An asset that is {status} cannot become {wanted}. It may become: {allowed}.",
      {
        status: statusWord("LOST"),
        wanted: statusWord("ASSIGNED"),
        allowed: statusWords(["ACTIVE", "RETIRED"]),
      },
    );
    expect(inWords("en", message)).toContain("It may become: active, retired.");
    const french = inWords("fr", message);
    expect(french).toContain("actif");
    expect(french).not.toContain("retired");
  });
});
