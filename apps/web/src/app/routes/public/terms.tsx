import { msg } from "@cm/contracts";
import { termsOfUse } from "../../../features/site/components/legal/terms-of-use";
import { legalPage } from "./public-frame";

export default legalPage(
  {
    title: msg("Terms of Use"),
    lead: msg(
      "The agreement between the churches, the people who use the service and the organisation that runs it.",
    ),
  },
  termsOfUse,
);
