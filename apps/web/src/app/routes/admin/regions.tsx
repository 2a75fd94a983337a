import { msg } from "@cm/contracts";
import { RegionsTable } from "../../../features/regions/components/regions-table";
import { adminPage } from "./admin-page";

export default adminPage(
  {
    title: msg("Regions"),
    description: msg("The regions churches belong to, and the figures of each."),
  },
  RegionsTable,
);
