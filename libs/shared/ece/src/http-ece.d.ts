// Types for the reference RFC 8188 implementation the tests check this library against (it ships none).
declare module 'http_ece' {
  interface EceParams {
    version?: 'aes128gcm';
    key?: Buffer | string;
    salt?: Buffer | string;
    rs?: number;
    pad?: number;
  }
  export function encrypt(buffer: Buffer, params: EceParams): Buffer;
  export function decrypt(buffer: Buffer, params: EceParams): Buffer;
}
