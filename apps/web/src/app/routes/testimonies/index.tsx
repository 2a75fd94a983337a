import { msg } from "@cm/contracts";
import { reachOf } from "@cm/contracts/rules";
import { IconCategory, IconClockHour4, IconEye } from "@tabler/icons-react";
import { TestimoniesTable } from "../../../features/testimonies/components/testimonies-table";
import { TestimonyFigures } from "../../../features/testimonies/components/testimony-figures";
import { adminPage } from "../admin/admin-page";
import type { SignedInView } from "../page-frames";

/** The figures, then every testimony; the church is shown to those who see more than one. */
const Testimonies: SignedInView = ({ user }) => (
  <>
    <TestimonyFigures />
    <TestimoniesTable showChurch={reachOf(user.role) !== "church"} />
  </>
);

export default adminPage(
  {
    title: msg("Testimonies"),
    description: msg("Shared by members or entered for them. Verify them before they are published."),
    links: [
      { to: "/admin/testimonies/pending", label: msg("Waiting for verification"), Icon: IconClockHour4 },
      { to: "/admin/testimonies/types", label: msg("Types"), Icon: IconCategory },
      { to: "/admin/view/testimonies", label: msg("See as members see it"), Icon: IconEye },
    ],
  },
  Testimonies,
);
