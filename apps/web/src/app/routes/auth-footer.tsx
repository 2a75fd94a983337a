import { Anchor } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/**
 * Under the sign-in and registration forms: a question with the way to the other form, then the
 * way back to the home page. Texts are translated by the caller.
 */
export function AuthFooter({ question, to, label }: { question: string; to: string; label: string }) {
  const { t } = useTranslation("pages");
  return (
    <>
      {question}{" "}
      <Anchor component={Link} to={to} fw={600}>
        {label}
      </Anchor>{" "}
      ·{" "}
      <Anchor component={Link} to="/" fw={600}>
        {t("Back to the home page")}
      </Anchor>
    </>
  );
}
