// Contact details shown on the public site. Placeholders until they become an installation setting.
export const siteInfo = {
  productName: "Church Management",
  email: "contact@example.org",
  phone: "+1 (555) 010-0100",
  location: "National Headquarters, 1 Example Avenue",
} as const;
