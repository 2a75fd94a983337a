import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../test/harness";

// A built web app as Vite and its compression step leave it: hashed files under assets/, each
// text file beside its .br and .gz copies.
const INDEX = `<!doctype html><title>Church app</title>${"<!-- padding -->".repeat(100)}`;
// The home and sign-in pages as the build's prerender step writes them, with the list of them.
const HOME = `<!doctype html><title>Church app</title><div id="root"><h1>Welcome</h1>${"<p>church</p>".repeat(50)}</div>`;
const LOGIN = `<!doctype html><title>Church app</title><div id="root"><form>Sign in</form>${"<p>form</p>".repeat(50)}</div>`;
const SIGNED_IN = `<!doctype html><title>Church app</title><link rel="modulepreload" href="/assets/shell.js">${"<!-- padding -->".repeat(100)}`;
// The hash the build wrote for the signed-in page's inline script.
const INLINE_HASH = "sha256-0b+4D4H01sy2UzqYqmgBUjtQcPfVwI2MMkw/qCXBt+c=";
const SCRIPT = `export const hello = () => "${"church ".repeat(400)}";`;

async function writeWithCopies(file: string, text: string) {
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}

let t: TestApp;
beforeAll(async () => {
  const web = await mkdtemp(join(tmpdir(), "cm-web-"));
  await mkdir(join(web, "assets"));
  await writeWithCopies(join(web, "index.html"), INDEX);
  await writeWithCopies(join(web, "assets", "index-Ab12Cd34.js"), SCRIPT);
  await mkdir(join(web, "prerendered"));
  await writeWithCopies(join(web, "prerendered", "home.html"), HOME);
  await writeWithCopies(join(web, "prerendered", "login.html"), LOGIN);
  await writeWithCopies(join(web, "prerendered", "app.html"), SIGNED_IN);
  await writeFile(
    join(web, "prerendered", "pages.json"),
    JSON.stringify({
      pages: { "/": "home.html", "/login": "login.html" },
      signedIn: { file: "app.html", sections: ["church", "finance"] },
      scriptHashes: [INLINE_HASH, "sha256-'; script-src *"],
    }),
  );
  await writeFile(join(web, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  t = await startTestApp({ webDistDir: web });
});
afterAll(() => t.close());

describe("serving the web app", () => {
  it("sends a hashed file's brotli copy to a browser that accepts it, cached for a year as immutable", async () => {
    const res = await t.call({
      method: "GET",
      url: "/assets/index-Ab12Cd34.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it("sends the gzip copy to a browser without brotli, and the file itself to one without either", async () => {
    const gz = await t.call({
      method: "GET",
      url: "/assets/index-Ab12Cd34.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);
    const plain = await t.call({
      method: "GET",
      url: "/assets/index-Ab12Cd34.js",
      headers: { "accept-encoding": "identity" },
    });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("sends the home and sign-in pages prerendered, compressed and never kept without asking", async () => {
    for (const [url, page] of [
      ["/", HOME],
      ["/login", LOGIN],
      ["/login?next=%2Fchurches", LOGIN],
    ] as const) {
      const res = await t.call({ method: "GET", url, headers: { "accept-encoding": "br, gzip" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.headers["content-type"], url).toMatch(/^text\/html/);
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(page);
    }
  });

  it("sends a signed-in page's address the page that asks for the signed-in layout's code up front", async () => {
    for (const url of ["/church/members", "/finance", "/finance/income?page=2"]) {
      const res = await t.call({ method: "GET", url, headers: { "accept-encoding": "br, gzip" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(SIGNED_IN);
    }
  });

  it("lets the pages' own inline script run by its hash, and no other inline script", async () => {
    for (const url of ["/church/members", "/", "/api/health/"]) {
      const res = await t.call({ method: "GET", url });
      const scriptSrc = String(res.headers["content-security-policy"])
        .split(";")
        .find((d) => d.startsWith("script-src"));
      // A listed value that is not a hash is ignored rather than written into the policy.
      expect(scriptSrc, url).toBe(`script-src 'self' '${INLINE_HASH}'`);
    }
  });

  it("never lets a browser keep index.html without asking, at any other page's address", async () => {
    for (const url of ["/register", "/testimonies/a-healing", "/churchyard", "/index.html"]) {
      const res = await t.call({ method: "GET", url, headers: { "accept-encoding": "br, gzip" } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers["cache-control"], url).toBe("no-cache");
      expect(res.headers["content-encoding"], url).toBe("br");
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX);
    }
  });

  it("revalidates files without a hash in their name", async () => {
    const res = await t.call({ method: "GET", url: "/favicon.svg" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("does not serve the compressed copies as files of their own", async () => {
    const res = await t.call({ method: "GET", url: "/assets/index-Ab12Cd34.js.br" });
    expect(res.statusCode).toBe(404);
  });

  it("compresses the API's JSON answers of 1 KiB or more, and leaves small ones plain", async () => {
    const big = await t.call({
      method: "GET",
      url: "/api/openapi.json",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(big.statusCode).toBe(200);
    expect(big.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(big.rawPayload).toString()).openapi).toMatch(/^3\./);
    const gz = await t.call({
      method: "GET",
      url: "/api/openapi.json",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const small = await t.call({
      method: "GET",
      url: "/api/health/",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toMatchObject({ status: "ok" });
  });
});
