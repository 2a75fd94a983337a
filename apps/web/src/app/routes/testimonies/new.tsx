import { Paper } from "@mantine/core";
import { useNavigate } from "react-router";
import { TestimonyForm } from "../../../features/testimonies/components/testimony-form";
import { AdminPage } from "../admin/admin-page";

export default function NewTestimonyPage() {
  const navigate = useNavigate();
  return (
    <AdminPage
      title="New testimony"
      description="Enter a testimony for someone, with their medical documents if any."
    >
      <Paper withBorder p={{ base: "md", sm: "lg" }} maw={720}>
        <TestimonyForm
          forSomeoneElse
          onDone={(saved) => navigate(`/admin/testimonies/${saved.slug}`)}
          onCancel={() => navigate("/admin/testimonies")}
        />
      </Paper>
    </AdminPage>
  );
}
