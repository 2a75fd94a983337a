import { msg } from "@cm/contracts";
import { BannersTable } from "../../../features/settings/components/banners-table";
import { adminPage } from "./admin-page";

export default adminPage(
  {
    title: msg("Site banners"),
    description: msg("Short notices shown at the top of the site while active; visitors can close them."),
    back: { to: "/settings", label: msg("Back to settings") },
  },
  BannersTable,
);
