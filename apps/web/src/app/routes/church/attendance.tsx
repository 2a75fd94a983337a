import { msg } from "@cm/contracts";
import { AttendanceTrendsView } from "../../../features/attendance/components/attendance-trends";
import { headedPage } from "../page-frames";

export default headedPage(
  {
    title: msg("Attendance"),
    description: msg(
      "How many members and visitors came to your church's events, week by week and by kind of event.",
    ),
  },
  AttendanceTrendsView,
);
