import { msg } from "@cm/contracts";
import { ContactBlock, type LegalText, RichList, RichText } from "./legal-document";

// What is kept, one message an entry: its name in bold, then what it holds.
const KEPT = [
  msg(
    "<strong>Your account:</strong> username, name, e-mail address, role, the church or region you belong to, your profile picture if you add one, when you last signed in and changed your password, and whether two-step sign-in is on. Passwords are stored only in a scrambled form that cannot be read back.",
  ),
  msg(
    "<strong>Members:</strong> names, contact details, address, date of birth, gender, marital status, home cell and pastor, membership dates, attendance at services and events, and leadership roles.",
  ),
  msg(
    "<strong>Children in Sunday school:</strong> the child's name, age or date of birth, class, the parent's or guardian's name and contact details, and attendance at lessons. Children do not have accounts of their own.",
  ),
  msg(
    "<strong>Giving and finance:</strong> tithes, offerings and donations (with the giver's name where the church records it), expenses, support between churches, and the church's subscription payments. Card and mobile-money details are handled by the payment provider and are never stored by us.",
  ),
  msg(
    "<strong>Messages:</strong> what you send through the contact form (name, e-mail, telephone if given, subject and message) and our answers.",
  ),
  msg(
    "<strong>Records of use:</strong> the address of the device that made a change and an audit record of who changed what and when, to protect the records and find mistakes.",
  ),
];

// Why it is kept, and the legal basis of each use.
const REASONS = [
  msg(
    "<strong>Running the church's ministry</strong> (pastoral care, services, Sunday school, events): the legitimate interest of the church and its members in an organised church life.",
  ),
  msg("<strong>Accounts and subscriptions:</strong> the agreement under which a church uses the service."),
  msg(
    "<strong>Financial records:</strong> the legal duty of a church or charity to keep accounts and to account for gifts.",
  ),
  msg(
    "<strong>Photographs, testimonies and children's records:</strong> consent, given by the person or, for a child, by a parent or guardian. Consent can be withdrawn at any time.",
  ),
];

/** Privacy policy: what is kept about whom, why, who sees it and how to ask about it. */
export const privacyPolicy: LegalText = (info, t) => ({
  intro: (
    <p>
      {t(
        "{organisation} runs this service to look after its churches, their members and their work. This policy explains, in plain words, what personal information the service keeps, why it is kept, who can see it and what you can ask us to do with it.",
        { organisation: info.organisationName },
      )}
    </p>
  ),
  sections: [
    {
      id: "who-we-are",
      heading: t("Who is responsible"),
      body: (
        <>
          <p>
            {t(
              "{organisation} is responsible for the service and for the information its national office keeps. Each local church is responsible for the records it enters about its own members, and each region for the records it keeps about its churches. When you ask a question about your record, your own church is usually the quickest to answer, but you can always write to us.",
              { organisation: info.organisationName },
            )}
          </p>
          <ContactBlock info={info} />
        </>
      ),
    },
    {
      id: "what-we-keep",
      heading: t("What information we keep"),
      body: <RichList t={t} entries={KEPT} />,
    },
    {
      id: "why",
      heading: t("Why we keep it and on what legal basis"),
      body: (
        <>
          <RichList t={t} entries={REASONS} />
          <p>
            {t(
              "Belonging to a church says something about a person's religious beliefs, which the law protects with extra care. We keep this information only as a not-for-profit religious body acting for its members and regular contacts, or with explicit consent, and we never share it outside the organisation without consent.",
            )}
          </p>
        </>
      ),
    },
    {
      id: "who-sees-it",
      heading: t("Who can see it"),
      body: (
        <>
          <p>
            {t(
              "Access follows each person's role. Church officers see their own church; regional officers see the churches of their region; the national office sees the whole organisation. Sunday school records are seen only by the class's teachers and church officers. Finance records are seen only by those who handle finance.",
            )}
          </p>
          <p>
            {t(
              "Some companies work for us under contract and only on our instructions: the hosting of the service, delivery of e-mail, and payment processing. We do not sell personal information, we do not use it for advertising, and we do not allow others to do so.",
            )}
          </p>
        </>
      ),
    },
    {
      id: "how-long",
      heading: t("How long we keep it"),
      body: (
        <p>
          <RichText
            t={t}
            text={msg(
              "Information is kept only as long as it is needed for the purpose it was collected for, or as long as the law requires (for example, for financial records). The periods for each kind of record are listed on our <protection>data protection page</protection>.",
            )}
            links={{ protection: "/data-protection" }}
          />
        </p>
      ),
    },
    {
      id: "your-rights",
      heading: t("Your rights"),
      body: (
        <p>
          <RichText
            t={t}
            text={msg(
              "You may ask to see the information we hold about you, to correct it, to delete it, to limit how it is used, to object to its use, to receive a copy in a common format, and to withdraw consent you have given. A parent or guardian may do so for a child. How to make a request is explained on our <protection>data protection page</protection>; you can also use the <contact>contact form</contact>.",
            )}
            links={{ protection: "/data-protection", contact: "/contact" }}
          />
        </p>
      ),
    },
    {
      id: "changes",
      heading: t("Changes to this policy"),
      body: (
        <p>
          {t(
            "When this policy changes, the new version is published here with a new date. Important changes are also announced on the notifications page and to church administrators.",
          )}
        </p>
      ),
    },
  ],
});
