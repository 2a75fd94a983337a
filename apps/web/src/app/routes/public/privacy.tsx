import { msg } from "@cm/contracts";
import { privacyPolicy } from "../../../features/site/components/legal/privacy-policy";
import { legalPage } from "./public-frame";

export default legalPage(
  {
    title: msg("Privacy Policy"),
    lead: msg("What we keep about you, why, and who can see it."),
  },
  privacyPolicy,
);
