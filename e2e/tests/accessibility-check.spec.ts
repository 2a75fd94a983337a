import { accessibilityViolations } from "../support/a11y";
import { expect, test } from "../support/test";

// The check every page goes through must find what it is there to find: a picture without words,
// a button without a name and faint text are each a serious WCAG violation. (A check that found
// nothing here would let every page through.)
test("the accessibility check finds a picture without words, a nameless button and faint text", async ({
  page,
}) => {
  await page.setContent(`<!doctype html><html lang="en"><head><title>A page</title></head><body><main>
    <h1>A page</h1>
    <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <button></button>
    <p style="color:#eeeeee;background:#ffffff">Faint words</p>
    <iframe title="Another site" src="about:blank"></iframe>
  </main></body></html>`);
  const found = (await accessibilityViolations(page)).map((violation) => violation.id).sort();
  expect(found).toEqual(["button-name", "color-contrast", "image-alt"]);
});
