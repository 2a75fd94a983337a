import "@mantine/core/styles/Notification.layer.css";
import "@mantine/notifications/styles.layer.css";
import { Notifications } from "@mantine/notifications";
import { TOAST_LIMIT } from "../lib/notify";

/** Where toasts show; loaded with the first toast (see lib/notify). */
export default function ToastContainer() {
  return <Notifications limit={TOAST_LIMIT} position="top-right" />;
}
