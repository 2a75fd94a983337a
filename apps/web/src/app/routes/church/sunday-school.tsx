import { msg } from "@cm/contracts";
import { ClassesTable } from "../../../features/sunday-school/components/classes-table";
import { headedPage } from "../page-frames";

export default headedPage(
  {
    title: msg("Sunday school"),
    description: msg(
      "Your church's classes, who is enrolled in each and when they meet. Open a class to take attendance.",
    ),
  },
  ClassesTable,
);
