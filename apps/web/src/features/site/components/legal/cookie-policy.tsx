import { ContactBlock, type LegalText } from "./legal-document";

const STORED = [
  {
    what: "Your sign-in session",
    why: "Keeps you signed in between pages, so you do not type your password on every page.",
    until: "you sign out, or the session expires.",
  },
  {
    what: "The page you were going to",
    why: "Takes you back to it after you sign in, or after a maintenance pause.",
    until: "you sign in or close the tab.",
  },
  {
    what: "Your preferences",
    why: "Remembers small choices such as a closed banner, a folded menu or the loading speed.",
    until: "you clear your browser's site data.",
  },
];

/** Cookie policy: no cookies, only the browser's local storage for the session and preferences. */
export const cookiePolicy: LegalText = (info) => ({
  intro: (
    <p>
      {info.productName} does not use cookies to follow you, and it shows no advertising. It keeps only what
      it needs to work, in your own browser's storage (local storage and session storage), which no other
      website can read.
    </p>
  ),
  sections: [
    {
      id: "cookies",
      heading: "Cookies",
      body: (
        <p>
          The service itself sets no cookies: no tracking cookies, no advertising cookies and no analytics
          cookies. That is why you are not asked to accept cookies when you visit.
        </p>
      ),
    },
    {
      id: "local-storage",
      heading: "What is stored in your browser",
      body: (
        // A list rather than a table: three short columns would need sideways scrolling on a phone.
        <ul>
          {STORED.map((row) => (
            <li key={row.what}>
              <strong>{row.what}:</strong> {row.why} <em>Kept until {row.until}</em>
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: "embedded",
      heading: "Videos from other sites",
      body: (
        <p>
          The broadcast page may show a service streamed on YouTube or Vimeo. When you play such a video, that
          site may set its own cookies, under its own policy. Nothing from another site is loaded on the other
          pages.
        </p>
      ),
    },
    {
      id: "control",
      heading: "How to remove what is stored",
      body: (
        <p>
          Signing out removes your session. To remove everything, clear this site's data in your browser's
          settings (often under "Privacy" or "Site settings"). The service will work as before; you will only
          need to sign in again.
        </p>
      ),
    },
    {
      id: "questions",
      heading: "Questions",
      body: <ContactBlock info={info} />,
    },
  ],
});
