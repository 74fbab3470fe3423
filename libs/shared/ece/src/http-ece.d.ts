// Types for the reference RFC 8188 implementation the tests check this library against (it ships none).
declare module 'http_ece' {
  interface EceParams {
    version?: 'aes128gcm';
    key?: Buffer | string;
    /** Written into the header after its length byte. */
    keyid?: Buffer | string;
    salt?: Buffer | string;
    rs?: number;
    pad?: number;
  }
  export function encrypt(buffer: Buffer, params: EceParams): Buffer;
  export function decrypt(buffer: Buffer, params: EceParams): Buffer;
}
