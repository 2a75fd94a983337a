import { Navigate, useParams } from "react-router";
import { ProgramDetail } from "../../../features/programs/components/program-detail";
import { useProgramPermissions } from "./program-permissions";

export default function ProgramDetailPage() {
  const id = Number(useParams().id);
  const { canWrite, canApprove } = useProgramPermissions();
  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/programs" replace />;
  return <ProgramDetail key={id} id={id} permissions={{ canWrite, canApprove }} />;
}
