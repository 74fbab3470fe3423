import { SetMetadata } from '@nestjs/common';

export const IS_PUBLIC_KEY = 'coffer:isPublic';

/** Opts a route or resolver out of the global deny-by-default authentication guard. */
export const Public = () => SetMetadata(IS_PUBLIC_KEY, true);
