/** A value of a request's query string; empty ones are left out of the address. */
export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue>;
