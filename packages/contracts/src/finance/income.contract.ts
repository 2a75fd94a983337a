// Filled in by its domain.
export {};
