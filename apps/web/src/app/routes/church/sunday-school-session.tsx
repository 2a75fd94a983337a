import { Navigate, useParams } from "react-router";
import { SessionAttendance } from "../../../features/sunday-school/components/session-attendance";

export default function SundaySchoolSessionPage() {
  const params = useParams();
  const classId = Number(params.classId);
  const sessionId = Number(params.sessionId);
  if (!Number.isInteger(classId) || classId <= 0) return <Navigate to="/church/sunday-school" replace />;
  if (!Number.isInteger(sessionId) || sessionId <= 0) {
    return <Navigate to={`/church/sunday-school/${classId}`} replace />;
  }
  return <SessionAttendance key={sessionId} classId={classId} sessionId={sessionId} />;
}
