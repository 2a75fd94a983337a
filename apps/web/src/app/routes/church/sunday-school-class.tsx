import { Navigate, useParams } from "react-router";
import { ClassDetail } from "../../../features/sunday-school/components/class-detail";

export default function SundaySchoolClassPage() {
  const classId = Number(useParams().classId);
  if (!Number.isInteger(classId) || classId <= 0) return <Navigate to="/church/sunday-school" replace />;
  return <ClassDetail key={classId} classId={classId} />;
}
