import { useTranslation } from "react-i18next";
import { MessagesTable } from "../../../features/contact/components/messages-table";
import { AdminPage } from "./admin-page";

export default function AdminContactPage() {
  const { t } = useTranslation("pages");
  return (
    <AdminPage
      title={t("Contact messages")}
      description={t(
        "What people wrote through the contact form. Open a message to give it to someone, answer it and close it.",
      )}
    >
      <MessagesTable />
    </AdminPage>
  );
}
