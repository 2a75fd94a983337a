export { ChoiceField, SwitchField } from "../form-parts";
export {
  AmountField,
  DateField,
  DateTimeField,
  FileField,
  type FileRules,
  fileProblem,
  NewPasswordFields,
  PasswordField,
  PersonFields,
  type ReferenceChoices,
  ReferenceField,
  TextAreaField,
  TextField,
  TimeField,
  useFileChoice,
} from "./fields";
export { HouseholdField } from "./household-field";
export { KitForm, recordFormNames, UndoOrSave } from "./kit-form";
export { MemberField } from "./member-field";
export { useUploadProgress } from "./upload-progress";
export { type KitForm as KitFormState, useKitForm, useLeaveWarning, useSchemaForm } from "./use-kit-form";
