import { msg } from "@cm/contracts";
import { ChurchRequestsTable } from "../../../features/church-requests/components/church-requests-table";
import type { SignedInView } from "../page-frames";
import { adminPage } from "./admin-page";

/** The requests, with the decisions this user's role may take. */
const Requests: SignedInView = ({ user }) => <ChurchRequestsTable role={user.role} />;

export default adminPage(
  {
    title: msg("Church requests"),
    description: msg(
      "Requests from members to add their church. National and regional officers approve or reject them.",
    ),
  },
  Requests,
);
