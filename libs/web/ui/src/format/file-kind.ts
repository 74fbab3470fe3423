/** The kinds of icon and colour map, plus folders. */
export type FileKind =
  | 'folder'
  | 'pdf'
  | 'document'
  | 'image'
  | 'video'
  | 'audio'
  | 'archive'
  | 'code'
  | 'spreadsheet'
  | 'presentation'
  | 'other';

/** Colours, as theme colour names (emerald and amber are defined in the theme). */
export const FILE_KIND_COLORS: Record<FileKind, string> = {
  folder: 'blue',
  pdf: 'red',
  document: 'blue',
  image: 'green',
  video: 'violet',
  audio: 'orange',
  archive: 'yellow',
  code: 'indigo',
  spreadsheet: 'emerald',
  presentation: 'amber',
  other: 'gray',
};

const EXTENSIONS: ReadonlyArray<[FileKind, readonly string[]]> = [
  ['pdf', ['pdf']],
  ['spreadsheet', ['xls', 'xlsx', 'csv', 'ods']],
  ['presentation', ['ppt', 'pptx', 'odp', 'key']],
  ['document', ['doc', 'docx', 'txt', 'rtf', 'odt', 'md']],
  ['image', ['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'bmp', 'heic', 'avif']],
  ['video', ['mp4', 'mov', 'avi', 'mkv', 'webm', 'm4v']],
  ['audio', ['mp3', 'wav', 'ogg', 'flac', 'm4a', 'aac']],
  ['archive', ['zip', 'rar', '7z', 'tar', 'gz', 'tgz', 'bz2', 'xz']],
  [
    'code',
    [
      'js',
      'jsx',
      'ts',
      'tsx',
      'json',
      'html',
      'css',
      'py',
      'java',
      'c',
      'cpp',
      'h',
      'go',
      'rs',
      'rb',
      'php',
      'sh',
      'xml',
      'yml',
      'yaml',
      'sql',
    ],
  ],
];

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

function kindFromMime(mime: string): FileKind | null {
  if (mime === 'application/pdf') return 'pdf';
  if (mime.includes('spreadsheet') || mime.includes('excel') || mime === 'text/csv') return 'spreadsheet';
  if (mime.includes('presentation') || mime.includes('powerpoint')) return 'presentation';
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('audio/')) return 'audio';
  if (/(zip|x-tar|gzip|x-7z|x-rar|x-bzip)/.test(mime)) return 'archive';
  if (/(javascript|typescript|json|xml|x-sh|x-python|text\/html|text\/css|text\/x-)/.test(mime)) return 'code';
  if (mime.includes('word') || mime.includes('rtf') || mime.includes('document') || mime.startsWith('text/')) {
    return 'document';
  }
  return null;
}

/** The kind of an item, from its mime type first and its file name extension second. */
export function fileKind(item: { type?: 'file' | 'folder'; mimeType?: string | null; name?: string }): FileKind {
  if (item.type === 'folder') return 'folder';
  const fromMime = item.mimeType ? kindFromMime(item.mimeType.toLowerCase()) : null;
  if (fromMime) return fromMime;
  const ext = extensionOf(item.name ?? '');
  for (const [kind, extensions] of EXTENSIONS) {
    if (extensions.includes(ext)) return kind;
  }
  return 'other';
}
