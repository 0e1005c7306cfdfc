/** An ISO date of a query (already validated by its contract) as a Date; none stays none. */
export const optionalDate = (value: string | undefined): Date | undefined =>
  value === undefined ? undefined : new Date(value);
