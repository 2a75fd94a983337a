import { Navigate, useParams } from "react-router";
import { ClassAttendanceDetail } from "../../../features/attendance/components/class-attendance";

export default function AttendanceClassPage() {
  const classId = Number(useParams().classId);
  if (!Number.isInteger(classId) || classId <= 0)
    return <Navigate to="/church/attendance-management" replace />;
  return <ClassAttendanceDetail key={classId} classId={classId} />;
}
