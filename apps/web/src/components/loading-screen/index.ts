export * from "./loading-progress";
export { LoadingScreen } from "./loading-screen";
export { loadingPreference, useLoadingSpeed } from "./loading-speed";
