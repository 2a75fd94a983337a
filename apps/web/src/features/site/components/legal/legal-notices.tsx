import { msg } from "@cm/contracts";
import { ContactBlock, type LegalText, RichText } from "./legal-document";

/** Legal notices: who publishes the site, who is responsible for its content, and reuse rules. */
export const legalNotices: LegalText = (info, t) => ({
  intro: (
    <p>
      {t(
        "This page names who publishes this website and the {product} service, as the law requires of every website.",
        { product: info.productName },
      )}
    </p>
  ),
  sections: [
    {
      id: "publisher",
      heading: t("Publisher"),
      body: (
        <>
          <p>{t("The website and the service are published by:")}</p>
          <ContactBlock info={info} />
        </>
      ),
    },
    {
      id: "responsible",
      heading: t("Responsible for the content"),
      body: (
        <p>
          {t(
            "The national office of {organisation} is responsible for the content of the public pages, announcements and broadcasts. Each church is responsible for what it publishes about itself, such as its campaigns and testimonies.",
            { organisation: info.organisationName },
          )}
        </p>
      ),
    },
    {
      id: "hosting",
      heading: t("Hosting"),
      body: (
        <p>
          {t(
            "The service runs on servers operated for {organisation} under a contract that requires the records to be kept confidential and secure. The name and address of the hosting provider are available on request.",
            { organisation: info.organisationName },
          )}
        </p>
      ),
    },
    {
      id: "copyright",
      heading: t("Copyright and reuse"),
      body: (
        <p>
          {t(
            "The texts, images and design of this website belong to {organisation} or to those who allowed us to use them. Testimonies belong to the people who shared them. You may share links to any public page; to reuse content in other ways, please ask first.",
            { organisation: info.organisationName },
          )}
        </p>
      ),
    },
    {
      id: "links",
      heading: t("Links and broadcasts from other sites"),
      body: (
        <p>
          {t(
            "Some pages link to other websites or show broadcasts hosted on video platforms. We choose these with care but are not responsible for the content or the privacy practices of those sites.",
          )}
        </p>
      ),
    },
    {
      id: "report",
      heading: t("Reporting a problem"),
      body: (
        <p>
          <RichText
            t={t}
            text={msg(
              "If you find content on this website that is wrong, hurtful or unlawful, please tell us through the <contact>contact form</contact>. We look at every report and remove content that should not be published.",
            )}
            links={{ contact: "/contact" }}
          />
        </p>
      ),
    },
  ],
});
