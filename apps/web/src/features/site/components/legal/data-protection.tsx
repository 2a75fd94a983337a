import { Anchor, Table } from "@mantine/core";
import { Link } from "react-router";
import { ContactBlock, type LegalText } from "./legal-document";

const RETENTION = [
  ["User accounts", "While the account is open; removed when it is deleted."],
  [
    "Members' records",
    "While the person is a member, and up to two years after they leave, unless they ask for earlier removal.",
  ],
  [
    "Children's Sunday school records",
    "While the child is enrolled, and deleted or made anonymous one year after they leave the class.",
  ],
  [
    "Giving and financial records",
    "As long as the law on accounting records requires, usually six to seven years after the financial year.",
  ],
  ["Contact messages and answers", "Two years after the matter is closed."],
  ["Audit records of changes", "Two years, then deleted."],
  ["Backups", "Replaced within 35 days, so deleted records disappear from backups within that time."],
];

/** Data protection: principles, security measures, retention, rights and how to use them. */
export const dataProtection: LegalText = (info) => ({
  intro: (
    <p>
      Churches entrust us with information about their members, their children and their giving. This page
      describes how {info.organisationName} protects it and how you can exercise your rights. It completes our{" "}
      <Anchor component={Link} to="/privacy">
        privacy policy
      </Anchor>
      .
    </p>
  ),
  sections: [
    {
      id: "principles",
      heading: "Our principles",
      body: (
        <ul>
          <li>We keep only what a church needs for its ministry and its legal duties.</li>
          <li>We use it only for the reason it was collected, and never for advertising.</li>
          <li>We keep it accurate and let people correct it.</li>
          <li>We keep it no longer than needed (see the periods below).</li>
          <li>We protect it, and we can show how.</li>
        </ul>
      ),
    },
    {
      id: "security",
      heading: "How records are protected",
      body: (
        <ul>
          <li>Every connection to the service is encrypted.</li>
          <li>Passwords are stored scrambled; two-step sign-in is available for every account.</li>
          <li>Each person sees only what their role allows, and only for their own church or region.</li>
          <li>Every change to a record is logged with who made it and when.</li>
          <li>Records are backed up regularly, and the backups are protected like the service itself.</li>
          <li>People who work on the service are bound to confidentiality.</li>
        </ul>
      ),
    },
    {
      id: "retention",
      heading: "How long records are kept",
      body: (
        <Table.ScrollContainer minWidth={300} type="native">
          <Table withTableBorder verticalSpacing="sm" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Record</Table.Th>
                <Table.Th>Kept</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {RETENTION.map(([record, kept]) => (
                <Table.Tr key={record}>
                  <Table.Td fw={600}>{record}</Table.Td>
                  <Table.Td>{kept}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ),
    },
    {
      id: "rights",
      heading: "Your rights",
      body: (
        <>
          <p>Anyone whose information is kept in the service may ask:</p>
          <ul>
            <li>to see the information held about them and receive a copy;</li>
            <li>to correct information that is wrong or incomplete;</li>
            <li>to have information deleted when there is no longer a reason to keep it;</li>
            <li>to limit its use, or to object to it;</li>
            <li>to receive their information in a common format to take elsewhere;</li>
            <li>to withdraw consent they gave (for example, for a photograph or a testimony).</li>
          </ul>
          <p>A parent or guardian may make these requests for a child.</p>
        </>
      ),
    },
    {
      id: "requests",
      heading: "How to make a request",
      body: (
        <>
          <p>
            Ask your own church's administrator, who can usually help at once, or write to us through the{" "}
            <Anchor component={Link} to="/contact">
              contact form
            </Anchor>{" "}
            or at the address below. We may ask you to confirm who you are. We answer within one month, free
            of charge.
          </p>
          <p>
            If you are not satisfied with our answer, you may complain to the data protection authority of
            your country.
          </p>
        </>
      ),
    },
    {
      id: "incidents",
      heading: "If something goes wrong",
      body: (
        <p>
          If personal information is lost or seen by someone who should not see it, we inform the data
          protection authority within 72 hours where the law requires, and tell the churches and people
          affected without delay, with advice on what to do.
        </p>
      ),
    },
    {
      id: "contact",
      heading: "Data protection contact",
      body: <ContactBlock info={info} />,
    },
  ],
});
