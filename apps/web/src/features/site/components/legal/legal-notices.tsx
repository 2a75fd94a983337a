import { Anchor } from "@mantine/core";
import { Link } from "react-router";
import { ContactBlock, type LegalText } from "./legal-document";

/** Legal notices: who publishes the site, who is responsible for its content, and reuse rules. */
export const legalNotices: LegalText = (info) => ({
  intro: (
    <p>
      This page names who publishes this website and the {info.productName} service, as the law requires of
      every website.
    </p>
  ),
  sections: [
    {
      id: "publisher",
      heading: "Publisher",
      body: (
        <>
          <p>The website and the service are published by:</p>
          <ContactBlock info={info} />
        </>
      ),
    },
    {
      id: "responsible",
      heading: "Responsible for the content",
      body: (
        <p>
          The national office of {info.organisationName} is responsible for the content of the public pages,
          announcements and broadcasts. Each church is responsible for what it publishes about itself, such as
          its campaigns and testimonies.
        </p>
      ),
    },
    {
      id: "hosting",
      heading: "Hosting",
      body: (
        <p>
          The service runs on servers operated for {info.organisationName} under a contract that requires the
          records to be kept confidential and secure. The name and address of the hosting provider are
          available on request.
        </p>
      ),
    },
    {
      id: "copyright",
      heading: "Copyright and reuse",
      body: (
        <p>
          The texts, images and design of this website belong to {info.organisationName} or to those who
          allowed us to use them. Testimonies belong to the people who shared them. You may share links to any
          public page; to reuse content in other ways, please ask first.
        </p>
      ),
    },
    {
      id: "links",
      heading: "Links and broadcasts from other sites",
      body: (
        <p>
          Some pages link to other websites or show broadcasts hosted on video platforms. We choose these with
          care but are not responsible for the content or the privacy practices of those sites.
        </p>
      ),
    },
    {
      id: "report",
      heading: "Reporting a problem",
      body: (
        <p>
          If you find content on this website that is wrong, hurtful or unlawful, please tell us through the{" "}
          <Anchor component={Link} to="/contact">
            contact form
          </Anchor>
          . We look at every report and remove content that should not be published.
        </p>
      ),
    },
  ],
});
