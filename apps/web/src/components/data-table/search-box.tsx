import { CloseButton, Loader, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { IconSearch } from "@tabler/icons-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";

const SEARCH_DELAY_MS = 350;

type SearchBoxProps = {
  value: string;
  onSearch: (value: string) => void;
  placeholder?: string;
  busy?: boolean;
  /** Takes the whole width of its line (a phone's), instead of sharing it with the filters. */
  fullWidth?: boolean;
  /** The server's refusal of the search, shown beside it. */
  error?: string;
};

/** A search input that reports after typing pauses (or at once on Enter), so each key is not a request. */
export function SearchBox({ value, onSearch, placeholder, busy, fullWidth, error }: SearchBoxProps) {
  const { t } = useTranslation("common");
  const [text, setText] = useState(value);
  const report = useDebouncedCallback(onSearch, SEARCH_DELAY_MS);

  function clear() {
    setText("");
    report.cancel();
    onSearch("");
  }

  return (
    <TextInput
      aria-label={t("Search")}
      placeholder={placeholder ?? t("Search")}
      leftSection={<IconSearch size={16} />}
      rightSection={
        text ? (
          <CloseButton size="sm" aria-label={t("Clear search")} onClick={clear} />
        ) : busy ? (
          <Loader size={14} />
        ) : null
      }
      value={text}
      onChange={(event) => {
        setText(event.currentTarget.value);
        report(event.currentTarget.value);
      }}
      onKeyDown={(event) => event.key === "Enter" && report.flush()}
      error={error}
      style={fullWidth ? undefined : { flex: "1 1 220px", maxWidth: 420 }}
    />
  );
}
