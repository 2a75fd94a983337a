export {
  AmountField,
  ChoiceField,
  DateField,
  FileField,
  type FileRules,
  fileProblem,
  type ReferenceChoices,
  ReferenceField,
  TextAreaField,
  TextField,
  TimeField,
  useFileChoice,
} from "./fields";
export { KitForm } from "./kit-form";
export { RecordDrawer, type RecordDrawerState } from "./record-drawer";
export { useUploadProgress } from "./upload-progress";
export { type KitForm as KitFormState, useKitForm, useLeaveWarning, useSchemaForm } from "./use-kit-form";
