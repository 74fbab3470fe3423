import type { ValueTransformer } from 'typeorm';

/** PostgreSQL bigint arrives as a string; byte counts stay far below 2^53, so numbers are exact. */
export const BIGINT_TRANSFORMER: ValueTransformer = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};
