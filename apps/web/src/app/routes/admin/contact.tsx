import { msg } from "@cm/contracts";
import { MessagesTable } from "../../../features/contact/components/messages-table";
import { adminPage } from "./admin-page";

export default adminPage(
  {
    title: msg("Contact messages"),
    description: msg(
      "What people wrote through the contact form. Open a message to give it to someone, answer it and close it.",
    ),
  },
  MessagesTable,
);
