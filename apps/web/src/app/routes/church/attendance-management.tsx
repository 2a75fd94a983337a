import { msg } from "@cm/contracts";
import { ClassAttendanceTable } from "../../../features/attendance/components/class-attendance";
import { headedPage } from "../page-frames";

export default headedPage(
  {
    title: msg("Attendance management"),
    description: msg(
      "Attendance in each Sunday-school class. Open a class to see every session and every member.",
    ),
  },
  ClassAttendanceTable,
);
