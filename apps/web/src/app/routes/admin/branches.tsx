import { msg } from "@cm/contracts";
import { hasPermission } from "@cm/contracts/rules";
import { BranchesTable } from "../../../features/branches/components/branches-table";
import type { SignedInView } from "../page-frames";
import { adminPage } from "./admin-page";

/** The branches, editable by those who may change them. */
const Branches: SignedInView = ({ user }) => (
  <BranchesTable canUpdate={hasPermission(user, "branches.write")} />
);

export default adminPage(
  {
    title: msg("Branches"),
    description: msg("Church branches, their seating capacity and how full they are now."),
  },
  Branches,
);
