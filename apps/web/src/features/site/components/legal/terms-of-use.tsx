import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { ContactBlock, type LegalText } from "./legal-document";

/** Terms of use: the agreement between a church or user and the organisation running the service. */
export const termsOfUse: LegalText = (info) => ({
  intro: (
    <p>
      These terms apply to everyone who uses the service that {info.organisationName} provides: churches that
      subscribe, the officers and members who sign in, and visitors to the public pages. By using the service
      you accept them.
    </p>
  ),
  sections: [
    {
      id: "accounts",
      heading: "Your account",
      body: (
        <ul>
          <li>An account is for one person. Do not share your password or let others sign in as you.</li>
          <li>Keep your details correct, and choose a strong password. We recommend two-step sign-in.</li>
          <li>
            Tell your church administrator or us at once if you think someone else has used your account.
          </li>
          <li>
            Administrators give each person only the role they need, and remove access when someone leaves an
            office.
          </li>
        </ul>
      ),
    },
    {
      id: "church-records",
      heading: "Records a church keeps",
      body: (
        <>
          <p>
            A church remains responsible for the records it enters about its members, children, giving and
            property. It must have a proper reason to keep them, must obtain a parent's or guardian's consent
            before recording a child, and must keep the records accurate and up to date.
          </p>
          <p>
            We look after these records on the church's behalf, follow its instructions and do not use them
            for any other purpose. How we protect them is described in our{" "}
            <Anchor component={Link} to="/data-protection">
              data protection statement
            </Anchor>
            .
          </p>
        </>
      ),
    },
    {
      id: "acceptable-use",
      heading: "Acceptable use",
      body: (
        <>
          <p>You agree not to:</p>
          <ul>
            <li>
              enter information about people without a proper reason, or information you know to be false;
            </li>
            <li>publish announcements, testimonies or campaigns that are unlawful, hurtful or misleading;</li>
            <li>try to reach records your role does not allow, or to disturb the service for others;</li>
            <li>copy large parts of the service or its records for use elsewhere without permission.</li>
          </ul>
        </>
      ),
    },
    {
      id: "subscriptions",
      heading: "Subscriptions and payment",
      body: (
        <>
          <p>
            A church's plan decides which features it can use. Prices and what each plan includes are shown on
            the{" "}
            <Anchor component={Link} to="/features">
              features page
            </Anchor>{" "}
            and before payment. A subscription renews for the period chosen unless it is cancelled; a
            cancellation takes effect at the end of the period already paid for.
          </p>
          <p>
            When a subscription ends, the church keeps access to its records for a short grace period so that
            it can renew or export them. Refunds are given where the law requires it or where we have agreed
            to one in writing.
          </p>
        </>
      ),
    },
    {
      id: "availability",
      heading: "Availability and maintenance",
      body: (
        <p>
          We work to keep the service available at all times, but it may be paused for maintenance or
          upgrades. Planned maintenance is announced in advance where possible; during maintenance the service
          shows a notice and is unavailable to most users. We keep regular backups of the records.
        </p>
      ),
    },
    {
      id: "suspension",
      heading: "Suspension and closing an account",
      body: (
        <p>
          We may suspend an account that breaks these terms or puts others' information at risk, and will
          explain why. You may close your own account at any time from your profile; a church may end its
          subscription at any time.
        </p>
      ),
    },
    {
      id: "liability",
      heading: "Responsibility",
      body: (
        <p>
          We provide the service with care, but we cannot promise that it will never be interrupted or contain
          mistakes. Nothing in these terms limits responsibility that the law does not allow to be limited.
          Otherwise, we are not responsible for indirect losses, or for decisions made on records a church has
          entered incorrectly.
        </p>
      ),
    },
    {
      id: "changes",
      heading: "Changes and applicable law",
      body: (
        <>
          <p>
            We may change these terms. The new version is published here with a new date, and church
            administrators are told about important changes before they take effect. These terms are governed
            by the law of the country where {info.organisationName} is registered.
          </p>
          <ContactBlock info={info} />
        </>
      ),
    },
  ],
});
