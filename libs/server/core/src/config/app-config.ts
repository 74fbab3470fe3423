/** Injection token for the validated configuration. */
export const APP_CONFIG = Symbol('APP_CONFIG');
export type { AppConfig, SsoProvider } from './environment';
