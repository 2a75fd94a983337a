import { msg } from "@cm/contracts";
import { legalNotices } from "../../../features/site/components/legal/legal-notices";
import { legalPage } from "./public-frame";

export default legalPage(
  {
    title: msg("Legal Notices"),
    lead: msg("Who publishes this website and who is responsible for its content."),
  },
  legalNotices,
);
