import { msg } from "@cm/contracts";
import { dataProtection } from "../../../features/site/components/legal/data-protection";
import { legalPage } from "./public-frame";

export default legalPage(
  {
    title: msg("Data Protection"),
    lead: msg("How church records are protected, how long they are kept, and how to use your rights."),
  },
  dataProtection,
);
