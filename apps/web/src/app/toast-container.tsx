import "@mantine/core/styles/Notification.layer.css";
import "@mantine/notifications/styles.layer.css";
import { Notifications } from "@mantine/notifications";
import { TOAST_LIMIT } from "../lib/notify";

/**
 * Where toasts show; loaded with the first toast (see lib/notify). At the top right, below the top
 * bar (60 px signed in, 64 px on public pages): a toast must not cover the profile menu's button.
 */
export default function ToastContainer() {
  return <Notifications limit={TOAST_LIMIT} position="top-right" style={{ top: 72 }} />;
}
