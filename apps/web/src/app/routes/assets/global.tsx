import { GlobalAssetView } from "../../../features/assets/components/global-view";

export default function GlobalAssetsPage() {
  return <GlobalAssetView />;
}
