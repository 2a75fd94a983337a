import { MessagesTable } from "../../../features/contact/components/messages-table";
import { AdminPage } from "./admin-page";

export default function AdminContactPage() {
  return (
    <AdminPage
      title="Contact messages"
      description="What people wrote through the contact form. Open a message to give it to someone, answer it and close it."
    >
      <MessagesTable />
    </AdminPage>
  );
}
