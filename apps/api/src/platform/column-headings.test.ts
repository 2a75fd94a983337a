import { ASSET_UPLOAD_COLUMNS, MEMBER_HOUSEHOLD_COLUMNS, MEMBER_IMPORT_COLUMNS } from "@cm/contracts";
import { describe, expect, it } from "vitest";
import { ambiguousHeadings, columnHeading, columnList } from "./column-headings";
import { headerFields } from "./spreadsheets";

const MEMBER_SHEET = ["id", ...MEMBER_IMPORT_COLUMNS, ...MEMBER_HOUSEHOLD_COLUMNS];

describe("spreadsheet headings", () => {
  it("name each column of a sheet once in every language, so an import reads them back", () => {
    expect(ambiguousHeadings(MEMBER_SHEET)).toEqual([]);
    expect(ambiguousHeadings(ASSET_UPLOAD_COLUMNS)).toEqual([]);
  });

  it("are read by field name or by heading in any language, accents and case aside", () => {
    const header = ["Prénom", "NOM", "date de naissance", "Fóònù", "household_role", "Hometown"];
    expect(headerFields(header, MEMBER_IMPORT_COLUMNS)).toEqual([
      "first_name",
      "last_name",
      "date_of_birth",
      "phone",
      null,
      null,
    ]);
    // French "Nom" is an asset's name in the assets' sheet.
    expect(headerFields(["Nom", "Catégorie", "Prenom"], ASSET_UPLOAD_COLUMNS)).toEqual([
      "name",
      "category",
      null,
    ]);
  });

  it("are written in the reader's language; a column without one keeps its name", () => {
    expect(columnHeading("en", "date_of_birth")).toBe("Date of birth");
    expect(columnHeading("pt", "date_of_birth")).toBe("Data de nascimento");
    expect(columnHeading("fr", "Hometown")).toBe("Hometown");
    expect(columnList("fr", ["name", "category"])).toBe("Nom et Catégorie");
    expect(columnList("en", ["first_name", "last_name"])).toBe("First name and Last name");
  });
});
