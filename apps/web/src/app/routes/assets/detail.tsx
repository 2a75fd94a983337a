import { Navigate, useParams } from "react-router";
import { AssetDetail } from "../../../features/assets/components/asset-detail";
import { idFrom, useAssetPermissions } from "./asset-permissions";

export default function AssetDetailPage() {
  const id = idFrom(useParams().id);
  const { canWrite } = useAssetPermissions();
  if (!id) return <Navigate to="/assets" replace />;
  return <AssetDetail key={id} id={id} canWrite={canWrite} />;
}
