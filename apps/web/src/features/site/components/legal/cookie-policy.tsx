import { msg } from "@cm/contracts";
import { ContactBlock, type LegalText, RichList } from "./legal-document";

// One message an entry: what is kept, why, and until when.
const STORED = [
  msg(
    "<strong>Your sign-in session:</strong> Keeps you signed in between pages, so you do not type your password on every page. <em>Kept until you sign out, or the session expires.</em>",
  ),
  msg(
    "<strong>The page you were going to:</strong> Takes you back to it after you sign in, or after a maintenance pause. <em>Kept until you sign in or close the tab.</em>",
  ),
  msg(
    "<strong>Your preferences:</strong> Remembers small choices such as a closed banner, a folded menu or the loading speed. <em>Kept until you clear your browser's site data.</em>",
  ),
];

/** Cookie policy: no cookies, only the browser's local storage for the session and preferences. */
export const cookiePolicy: LegalText = (info, t) => ({
  intro: (
    <p>
      {t(
        "{product} does not use cookies to follow you, and it shows no advertising. It keeps only what it needs to work, in your own browser's storage (local storage and session storage), which no other website can read.",
        { product: info.productName },
      )}
    </p>
  ),
  sections: [
    {
      id: "cookies",
      heading: t("Cookies"),
      body: (
        <p>
          {t(
            "The service itself sets no cookies: no tracking cookies, no advertising cookies and no analytics cookies. That is why you are not asked to accept cookies when you visit.",
          )}
        </p>
      ),
    },
    {
      id: "local-storage",
      heading: t("What is stored in your browser"),
      body: (
        // A list rather than a table: three short columns would need sideways scrolling on a phone.
        <RichList t={t} entries={STORED} />
      ),
    },
    {
      id: "embedded",
      heading: t("Videos from other sites"),
      body: (
        <p>
          {t(
            "The broadcast page may show a service streamed on YouTube or Vimeo. When you play such a video, that site may set its own cookies, under its own policy. Nothing from another site is loaded on the other pages.",
          )}
        </p>
      ),
    },
    {
      id: "control",
      heading: t("How to remove what is stored"),
      body: (
        <p>
          {t(
            'Signing out removes your session. To remove everything, clear this site\'s data in your browser\'s settings (often under "Privacy" or "Site settings"). The service will work as before; you will only need to sign in again.',
          )}
        </p>
      ),
    },
    {
      id: "questions",
      heading: t("Questions"),
      body: <ContactBlock info={info} />,
    },
  ],
});
