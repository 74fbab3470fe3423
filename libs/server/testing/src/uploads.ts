import type { TestClient } from './clients';

export interface TestFile {
  name: string;
  content: Buffer | string;
  /** Defaults to `name`. */
  relativePath?: string;
  contentType?: string;
}

/** Minimal valid PNG bytes (a 1×1 image). */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6364f8ffbf1e000502027f6b8a0b6e0000000049454e44ae426082',
  'hex',
);
export const JPEG_BYTES = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('JFIF fake jpeg body'), Buffer.from([0xff, 0xd9])]);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** Uploads through POST /api/files/upload the way the web client does (files + relativePaths). */
export function uploadFiles(client: TestClient, files: TestFile[], fields: Record<string, string> = {}, route = '/api/files/upload') {
  const req = client.post(route);
  for (const file of files) {
    const content = typeof file.content === 'string' ? Buffer.from(file.content) : file.content;
    req.attach('files', content, { filename: file.name, contentType: file.contentType ?? guessType(file.name) });
    req.field('relativePaths', file.relativePath ?? file.name);
  }
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  return req;
}

function guessType(name: string): string {
  const lower = name.toLowerCase();
  if (lower.endsWith('.png')) return 'image/png';
  if (lower.endsWith('.jpg') || lower.endsWith('.jpeg')) return 'image/jpeg';
  if (lower.endsWith('.pdf')) return 'application/pdf';
  if (lower.endsWith('.txt')) return 'text/plain';
  return 'application/octet-stream';
}
