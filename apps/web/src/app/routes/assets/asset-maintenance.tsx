import { AssetMaintenancePage } from "./asset-records";

export default AssetMaintenancePage;
