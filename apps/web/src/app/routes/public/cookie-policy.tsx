import { msg } from "@cm/contracts";
import { cookiePolicy } from "../../../features/site/components/legal/cookie-policy";
import { legalPage } from "./public-frame";

export default legalPage(
  {
    title: msg("Cookie Policy"),
    lead: msg("No tracking and no advertising: only what the site needs to keep you signed in."),
  },
  cookiePolicy,
);
