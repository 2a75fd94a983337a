import { AssetDocumentsPage } from "./asset-records";

export default AssetDocumentsPage;
