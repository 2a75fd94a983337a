import { AsyncLocalStorage } from "node:async_hooks";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { LANGUAGES, type Language, type Message, matchLanguage, SOURCE_LANGUAGE } from "@cm/contracts";
import { eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyRequest } from "fastify";
import i18next, { type Resource } from "i18next";
import ICU from "i18next-icu";
import type { Db, Tx } from "../db/client";
import { churches, users } from "../db/tables";
import { CATALOGS_DIR } from "../paths";
import type { Data } from "./resources/scoped-data";
import { isStatusList, LIST_SEPARATOR } from "./status-words";

// The API speaks to people in their language: field messages of a refused request, e-mails,
// reports and exports. Text is written in English in the code, as the key (`t("Reset your password")`,
// ICU message format), and translated from the same catalogs as the web app: the API's own text
// is the namespace "api", and the contracts' words (validation messages, report headings) are
// "common". English needs no catalog: a key is its own text.

/** The namespaces the API reads: its own text, then the contracts' shared words. */
const NAMESPACES = ["api", "common"] as const;

function readCatalogs(): Resource {
  const resources: Resource = {};
  for (const language of LANGUAGES) {
    if (language === SOURCE_LANGUAGE) continue;
    resources[language] = {};
    for (const namespace of NAMESPACES) {
      const path = join(CATALOGS_DIR, language, `${namespace}.json`);
      if (existsSync(path)) resources[language][namespace] = JSON.parse(readFileSync(path, "utf8"));
    }
  }
  return resources;
}

const messages = i18next.createInstance();
void messages.use(ICU).init({
  resources: readCatalogs(),
  lng: SOURCE_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  fallbackLng: SOURCE_LANGUAGE,
  ns: [...NAMESPACES],
  defaultNS: "api",
  // A word of the contracts ("Church", "Total") is found in `common` from the API's text too.
  fallbackNS: "common",
  // Keys are English text, which holds ":" and "." of its own.
  nsSeparator: false,
  keySeparator: false,
  // An untranslated (empty) entry gives the English text rather than nothing.
  returnEmptyString: false,
  interpolation: { escapeValue: false },
  initAsync: false,
});

/** Values a message's placeholders take. */
export type MessageValues = Record<string, string | number>;
/** Text in one language: `t("Hello {name}", { name })`. */
export type Translate = (key: string, values?: MessageValues) => string;

/** The API's text (and the contracts' words) in `language`. */
export function translator(language: Language, namespace: (typeof NAMESPACES)[number] = "api"): Translate {
  const fixed = messages.getFixedT(language, namespace);
  return (key, values) => fixed(key, values ?? {});
}

/**
 * A finished text (a schema's own message, an API message with no values) in `language` when the
 * catalogs have it, else the text itself: a text already in words is left as it is.
 */
export function translated(language: Language, text: string): string {
  if (language === SOURCE_LANGUAGE) return text;
  const ns = [...NAMESPACES];
  return messages.exists(text, { lng: language, ns }) ? messages.t(text, { lng: language, ns }) : text;
}

/**
 * A message for a user in `language`: a finished text as `translated` gives it, a message with
 * values translated with them (in English, its key with the values filled in, when not translated).
 */
export function inWords(language: Language, text: string | Message): string {
  if (typeof text === "string") return translated(language, text);
  // A status named in the message ("already {status}"), or a list of them, is put in the language
  // with it.
  const values = Object.fromEntries(
    Object.entries(text.values).map(([name, value]) => [
      name,
      typeof value === "string" && isStatusList(value)
        ? value
            .split(LIST_SEPARATOR)
            .map((word) => translated(language, word))
            .join(LIST_SEPARATOR)
        : value,
    ]),
  );
  return translator(language)(text.key, values);
}

/** The first language of an Accept-Language header the app speaks ("fr-CI,fr;q=0.9" is French). */
export function acceptedLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const tags = header
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q) };
    })
    .filter((p) => p.tag && p.q > 0)
    .sort((a, b) => b.q - a.q);
  return matchLanguage(tags.map((p) => p.tag));
}

/** The language each user is spoken to in: their own, else their church's, else English. */
export async function languagesOfUsers(
  db: Db | Tx | Data,
  ids: readonly number[],
): Promise<Map<number, Language>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: users.id,
      language: sql<Language>`coalesce(${users.language}, ${churches.language}, ${SOURCE_LANGUAGE})`,
    })
    .from(users)
    .leftJoin(churches, eq(churches.id, users.church))
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map((r) => [r.id, r.language]));
}

/** The language one user is spoken to in (English for a user not found). */
export async function languageOfUser(db: Db | Tx | Data, id: number): Promise<Language> {
  return (await languagesOfUsers(db, [id])).get(id) ?? SOURCE_LANGUAGE;
}

declare module "fastify" {
  interface FastifyRequest {
    /** The language the answer is in: the signed-in user's, else the Accept-Language header's, else English. */
    language: Language;
  }
}

/** The request being answered, as far as its language goes (read by the validation messages). */
const current = new AsyncLocalStorage<{ request: FastifyRequest }>();

/** The language of the request being answered now, English outside one. */
export function currentLanguage(): Language {
  return current.getStore()?.request.language ?? SOURCE_LANGUAGE;
}

/**
 * Gives each request its language: the Accept-Language header's at first (the web app sends the
 * language it shows), the signed-in user's once the access check knows them (`speakTo`). The rest
 * of the request runs knowing it, so messages written deep inside (a zod issue) are in it.
 */
export function installRequestLanguage(app: FastifyInstance): void {
  app.decorateRequest("language", SOURCE_LANGUAGE);
  app.addHook("onRequest", (request, _reply, done) => {
    request.language = acceptedLanguage(request.headers["accept-language"]) ?? SOURCE_LANGUAGE;
    current.run({ request }, done);
  });
}
