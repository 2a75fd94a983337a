import { msg } from "@cm/contracts";
import { ContactBlock, type LegalText, RichText } from "./legal-document";

/** Terms of use: the agreement between a church or user and the organisation running the service. */
export const termsOfUse: LegalText = (info, t) => ({
  intro: (
    <p>
      {t(
        "These terms apply to everyone who uses the service that {organisation} provides: churches that subscribe, the officers and members who sign in, and visitors to the public pages. By using the service you accept them.",
        { organisation: info.organisationName },
      )}
    </p>
  ),
  sections: [
    {
      id: "accounts",
      heading: t("Your account"),
      body: (
        <ul>
          <li>
            {t("An account is for one person. Do not share your password or let others sign in as you.")}
          </li>
          <li>
            {t("Keep your details correct, and choose a strong password. We recommend two-step sign-in.")}
          </li>
          <li>
            {t(
              "Tell your church administrator or us at once if you think someone else has used your account.",
            )}
          </li>
          <li>
            {t(
              "Administrators give each person only the role they need, and remove access when someone leaves an office.",
            )}
          </li>
        </ul>
      ),
    },
    {
      id: "church-records",
      heading: t("Records a church keeps"),
      body: (
        <>
          <p>
            {t(
              "A church remains responsible for the records it enters about its members, children, giving and property. It must have a proper reason to keep them, must obtain a parent's or guardian's consent before recording a child, and must keep the records accurate and up to date.",
            )}
          </p>
          <p>
            <RichText
              t={t}
              text={msg(
                "We look after these records on the church's behalf, follow its instructions and do not use them for any other purpose. How we protect them is described in our <protection>data protection statement</protection>.",
              )}
              links={{ protection: "/data-protection" }}
            />
          </p>
        </>
      ),
    },
    {
      id: "acceptable-use",
      heading: t("Acceptable use"),
      body: (
        <>
          <p>{t("You agree not to:")}</p>
          <ul>
            <li>
              {t(
                "enter information about people without a proper reason, or information you know to be false;",
              )}
            </li>
            <li>
              {t("publish announcements, testimonies or campaigns that are unlawful, hurtful or misleading;")}
            </li>
            <li>
              {t("try to reach records your role does not allow, or to disturb the service for others;")}
            </li>
            <li>
              {t("copy large parts of the service or its records for use elsewhere without permission.")}
            </li>
          </ul>
        </>
      ),
    },
    {
      id: "subscriptions",
      heading: t("Subscriptions and payment"),
      body: (
        <>
          <p>
            <RichText
              t={t}
              text={msg(
                "A church's plan decides which features it can use. Prices and what each plan includes are shown on the <features>features page</features> and before payment. A subscription renews for the period chosen unless it is cancelled; a cancellation takes effect at the end of the period already paid for.",
              )}
              links={{ features: "/features" }}
            />
          </p>
          <p>
            {t(
              "When a subscription ends, the church keeps access to its records for a short grace period so that it can renew or export them. Refunds are given where the law requires it or where we have agreed to one in writing.",
            )}
          </p>
        </>
      ),
    },
    {
      id: "availability",
      heading: t("Availability and maintenance"),
      body: (
        <p>
          {t(
            "We work to keep the service available at all times, but it may be paused for maintenance or upgrades. Planned maintenance is announced in advance where possible; during maintenance the service shows a notice and is unavailable to most users. We keep regular backups of the records.",
          )}
        </p>
      ),
    },
    {
      id: "suspension",
      heading: t("Suspension and closing an account"),
      body: (
        <p>
          {t(
            "We may suspend an account that breaks these terms or puts others' information at risk, and will explain why. You may close your own account at any time from your profile; a church may end its subscription at any time.",
          )}
        </p>
      ),
    },
    {
      id: "liability",
      heading: t("Responsibility"),
      body: (
        <p>
          {t(
            "We provide the service with care, but we cannot promise that it will never be interrupted or contain mistakes. Nothing in these terms limits responsibility that the law does not allow to be limited. Otherwise, we are not responsible for indirect losses, or for decisions made on records a church has entered incorrectly.",
          )}
        </p>
      ),
    },
    {
      id: "changes",
      heading: t("Changes and applicable law"),
      body: (
        <>
          <p>
            {t(
              "We may change these terms. The new version is published here with a new date, and church administrators are told about important changes before they take effect. These terms are governed by the law of the country where {organisation} is registered.",
              { organisation: info.organisationName },
            )}
          </p>
          <ContactBlock info={info} />
        </>
      ),
    },
  ],
});
