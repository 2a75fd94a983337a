import { Alert, Paper } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { TestimonyForm } from "../../../features/testimonies/components/testimony-form";
import { useWorkingChurchId } from "../../../lib/working-church";
import { AdminPage } from "../admin/admin-page";

export default function NewTestimonyPage() {
  const { t } = useTranslation("pages");
  const navigate = useNavigate();
  const church = useWorkingChurchId();
  return (
    <AdminPage
      title={t("New testimony")}
      description={t("Enter a testimony for someone, with their medical documents if any.")}
    >
      {church === null ? (
        <Alert color="blue" variant="light" title={t("Choose a church first")} maw={720}>
          {t(
            "A testimony belongs to a church. Choose the church at the top of the page, then enter the testimony.",
          )}
        </Alert>
      ) : (
        <Paper withBorder p={{ base: "md", sm: "lg" }} maw={720}>
          <TestimonyForm
            forSomeoneElse
            onDone={(saved) => navigate(`/admin/testimonies/${saved.slug}`)}
            onCancel={() => navigate("/admin/testimonies")}
          />
        </Paper>
      )}
    </AdminPage>
  );
}
