import { msg } from "@cm/contracts";
import { EventsTable } from "../../../features/events/components/events-table";
import { headedPage } from "../page-frames";

export default headedPage(
  {
    title: msg("Events"),
    description: msg(
      "Services, meetings and other gatherings of your church, and who came to them. Times are in your church''s time zone.",
    ),
  },
  EventsTable,
);
