import { useParams } from "react-router";
import { TestimonyStory } from "../../../features/site/components/testimony-story";

/** One published testimony, read inside the signed-in app. */
export default function ViewTestimonyPage() {
  const { slug = "" } = useParams();
  return <TestimonyStory slug={slug} backTo="/admin/view/testimonies" />;
}
