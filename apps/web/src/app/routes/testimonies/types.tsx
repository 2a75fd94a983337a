import { msg } from "@cm/contracts";
import { hasPermission } from "@cm/contracts/rules";
import { TypesTable } from "../../../features/testimonies/components/types-table";
import { adminPage } from "../admin/admin-page";
import type { SignedInView } from "../page-frames";

/** The types, editable by those who may change them. */
const Types: SignedInView = ({ user }) => (
  <TypesTable canWrite={hasPermission(user, "testimonies.types.write")} />
);

export default adminPage(
  {
    title: msg("Testimony types"),
    description: msg("The kinds of testimony members choose from when they share one."),
  },
  Types,
);
