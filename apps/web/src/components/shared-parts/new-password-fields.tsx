import { PasswordField } from "../form-kit";

/**
 * A new password and the same again (`confirm_password`), both marked as new so the browser
 * offers to make one up and save it.
 */
export function NewPasswordFields({
  name,
  label,
  hint,
  repeatLabel,
}: {
  name: string;
  label: string;
  hint: string;
  repeatLabel: string;
}) {
  return (
    <>
      <PasswordField name={name} label={label} description={hint} autoComplete="new-password" />
      <PasswordField name="confirm_password" label={repeatLabel} autoComplete="new-password" />
    </>
  );
}
