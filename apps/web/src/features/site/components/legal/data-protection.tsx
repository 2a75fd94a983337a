import { msg } from "@cm/contracts";
import { Table } from "@mantine/core";
import { ContactBlock, type LegalText, RichText } from "./legal-document";

const RETENTION = [
  [msg("User accounts"), msg("While the account is open; removed when it is deleted.")],
  [
    msg("Members' records"),
    msg(
      "While the person is a member, and up to two years after they leave, unless they ask for earlier removal.",
    ),
  ],
  [
    msg("Children's Sunday school records"),
    msg("While the child is enrolled, and deleted or made anonymous one year after they leave the class."),
  ],
  [
    msg("Giving and financial records"),
    msg(
      "As long as the law on accounting records requires, usually six to seven years after the financial year.",
    ),
  ],
  [msg("Contact messages and answers"), msg("Two years after the matter is closed.")],
  [msg("Audit records of changes"), msg("Two years, then deleted.")],
  [
    msg("Backups"),
    msg("Replaced within 35 days, so deleted records disappear from backups within that time."),
  ],
];

/** Data protection: principles, security measures, retention, rights and how to use them. */
export const dataProtection: LegalText = (info, t) => ({
  intro: (
    <p>
      <RichText
        t={t}
        text={msg(
          "Churches entrust us with information about their members, their children and their giving. This page describes how {organisation} protects it and how you can exercise your rights. It completes our <privacy>privacy policy</privacy>.",
        )}
        values={{ organisation: info.organisationName }}
        links={{ privacy: "/privacy" }}
      />
    </p>
  ),
  sections: [
    {
      id: "principles",
      heading: t("Our principles"),
      body: (
        <ul>
          <li>{t("We keep only what a church needs for its ministry and its legal duties.")}</li>
          <li>{t("We use it only for the reason it was collected, and never for advertising.")}</li>
          <li>{t("We keep it accurate and let people correct it.")}</li>
          <li>{t("We keep it no longer than needed (see the periods below).")}</li>
          <li>{t("We protect it, and we can show how.")}</li>
        </ul>
      ),
    },
    {
      id: "security",
      heading: t("How records are protected"),
      body: (
        <ul>
          <li>{t("Every connection to the service is encrypted.")}</li>
          <li>{t("Passwords are stored scrambled; two-step sign-in is available for every account.")}</li>
          <li>
            {t("Each person sees only what their role allows, and only for their own church or region.")}
          </li>
          <li>{t("Every change to a record is logged with who made it and when.")}</li>
          <li>
            {t("Records are backed up regularly, and the backups are protected like the service itself.")}
          </li>
          <li>{t("People who work on the service are bound to confidentiality.")}</li>
        </ul>
      ),
    },
    {
      id: "retention",
      heading: t("How long records are kept"),
      body: (
        <Table.ScrollContainer minWidth={300} type="native">
          <Table withTableBorder verticalSpacing="sm" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("Record")}</Table.Th>
                <Table.Th>{t("Kept")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {RETENTION.map(([record = "", kept = ""]) => (
                <Table.Tr key={record}>
                  <Table.Td fw={600}>{t(record)}</Table.Td>
                  <Table.Td>{t(kept)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ),
    },
    {
      id: "rights",
      heading: t("Your rights"),
      body: (
        <>
          <p>{t("Anyone whose information is kept in the service may ask:")}</p>
          <ul>
            <li>{t("to see the information held about them and receive a copy;")}</li>
            <li>{t("to correct information that is wrong or incomplete;")}</li>
            <li>{t("to have information deleted when there is no longer a reason to keep it;")}</li>
            <li>{t("to limit its use, or to object to it;")}</li>
            <li>{t("to receive their information in a common format to take elsewhere;")}</li>
            <li>{t("to withdraw consent they gave (for example, for a photograph or a testimony).")}</li>
          </ul>
          <p>{t("A parent or guardian may make these requests for a child.")}</p>
        </>
      ),
    },
    {
      id: "requests",
      heading: t("How to make a request"),
      body: (
        <>
          <p>
            <RichText
              t={t}
              text={msg(
                "Ask your own church's administrator, who can usually help at once, or write to us through the <contact>contact form</contact> or at the address below. We may ask you to confirm who you are. We answer within one month, free of charge.",
              )}
              links={{ contact: "/contact" }}
            />
          </p>
          <p>
            {t(
              "If you are not satisfied with our answer, you may complain to the data protection authority of your country.",
            )}
          </p>
        </>
      ),
    },
    {
      id: "incidents",
      heading: t("If something goes wrong"),
      body: (
        <p>
          {t(
            "If personal information is lost or seen by someone who should not see it, we inform the data protection authority within 72 hours where the law requires, and tell the churches and people affected without delay, with advice on what to do.",
          )}
        </p>
      ),
    },
    {
      id: "contact",
      heading: t("Data protection contact"),
      body: <ContactBlock info={info} />,
    },
  ],
});
