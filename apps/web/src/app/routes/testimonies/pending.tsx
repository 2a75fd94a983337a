import { msg } from "@cm/contracts";
import { reachOf } from "@cm/contracts/rules";
import { TestimoniesTable } from "../../../features/testimonies/components/testimonies-table";
import { adminPage } from "../admin/admin-page";
import type { SignedInView } from "../page-frames";

/** The unverified testimonies; the church is shown to those who see more than one. */
const Pending: SignedInView = ({ user }) => (
  <TestimoniesTable pendingOnly showChurch={reachOf(user.role) !== "church"} />
);

export default adminPage(
  {
    title: msg("Waiting for verification"),
    description: msg("Testimonies shared and not yet verified, oldest first."),
  },
  Pending,
);
