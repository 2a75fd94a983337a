import { createTheme, type MantineColorsTuple } from "@mantine/core";

// A calm indigo that reads well on both the public site and dense office tables.
const brand: MantineColorsTuple = [
  "#eef0ff",
  "#dcdefa",
  "#b6baf0",
  "#8d93e6",
  "#6b72de",
  "#565dd9",
  "#4a52d8",
  "#3b43c0",
  "#333aac",
  "#283198",
];

export const theme = createTheme({
  primaryColor: "brand",
  primaryShade: { light: 7, dark: 5 },
  colors: { brand },
  defaultRadius: "md",
  fontFamily:
    "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  headings: {
    fontFamily:
      "Inter, ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    fontWeight: "700",
  },
  components: {
    Button: { defaultProps: { radius: "md" } },
    Paper: { defaultProps: { radius: "md" } },
  },
});
