import { Navigate, useParams } from "react-router";
import { OccurrenceDetail } from "../../../features/programs/components/occurrence-detail";
import { useProgramPermissions } from "./program-permissions";

export default function OccurrencePage() {
  const id = Number(useParams().id);
  const { canWrite, canApprove } = useProgramPermissions();
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/programs/calendar" replace />;
  return <OccurrenceDetail key={id} id={id} permissions={{ canWrite, canApprove }} />;
}
