// Word lists for the generated data. Only the church prefix "Grace" contains "grace", so the
// benchmark's search term matches about 1 church in 32 (a few dozen of 1,000), as a real
// search would, instead of every row or none.

export const CHURCH_PREFIXES = [
  "Grace",
  "Bethel",
  "Living Waters",
  "Hope",
  "Faith",
  "Calvary",
  "Emmanuel",
  "Zion",
  "Shiloh",
  "Victory",
  "Redeemed",
  "Covenant",
  "Trinity",
  "Mount Olive",
  "New Life",
  "Cornerstone",
  "Harvest",
  "Kingdom",
  "Lighthouse",
  "Restoration",
  "Peniel",
  "Ebenezer",
  "Goshen",
  "Rehoboth",
  "Jubilee",
  "Salem",
  "Bread of Life",
  "Good Shepherd",
  "Mercy Seat",
  "Word of Life",
  "Resurrection",
  "Glory",
];

export const CHURCH_KINDS = [
  "Chapel",
  "Assembly",
  "Tabernacle",
  "Cathedral",
  "Church",
  "Temple",
  "Fellowship",
  "Ministries",
];

/** Regions added to the demo's two (Greater Accra, Ashanti), with their main city. */
export const GHANA_REGIONS: [name: string, code: string, city: string][] = [
  ["Central", "CP", "Cape Coast"],
  ["Eastern", "EP", "Koforidua"],
  ["Western", "WP", "Sekondi-Takoradi"],
  ["Western North", "WN", "Sefwi Wiawso"],
  ["Volta", "TV", "Ho"],
  ["Oti", "OT", "Dambai"],
  ["Northern", "NP", "Tamale"],
  ["Savannah", "SV", "Damongo"],
  ["North East", "NE", "Nalerigu"],
  ["Upper East", "UE", "Bolgatanga"],
  ["Upper West", "UW", "Wa"],
  ["Bono", "BO", "Sunyani"],
  ["Bono East", "BE", "Techiman"],
  ["Ahafo", "AH", "Goaso"],
];
export const NIGERIA_REGIONS: [name: string, code: string, city: string][] = [
  ["Lagos", "LA", "Ikeja"],
  ["Oyo", "OY", "Ibadan"],
  ["Rivers", "RI", "Port Harcourt"],
  ["Federal Capital Territory", "FC", "Abuja"],
];
/** Main city of the demo's regions. */
export const DEMO_REGION_CITIES: Record<string, string> = { "Greater Accra": "Accra", Ashanti: "Kumasi" };

// No "Grace" among the first names: pastor_name is a search field too.
export const FIRST_NAMES = [
  "Kwame",
  "Ama",
  "Kofi",
  "Akosua",
  "Yaw",
  "Efua",
  "Kwabena",
  "Abena",
  "Samuel",
  "Esther",
  "Daniel",
  "Ruth",
  "Emmanuel",
  "Mercy",
  "Joseph",
  "Comfort",
  "Chinedu",
  "Ngozi",
  "Tunde",
  "Funmilayo",
  "Ibrahim",
  "Aisha",
  "Peter",
  "Dorcas",
];
export const LAST_NAMES = [
  "Mensah",
  "Owusu",
  "Boateng",
  "Asante",
  "Osei",
  "Agyeman",
  "Addo",
  "Appiah",
  "Darko",
  "Amoah",
  "Okafor",
  "Adeyemi",
  "Balogun",
  "Eze",
  "Okonkwo",
  "Bello",
];
export const STREETS = ["Church", "Station", "Market", "Liberation", "Independence", "Palm", "Mission"];
export const TITLES = ["Rev.", "Pastor", "Bishop", "Apostle", "Rev. Dr."];
