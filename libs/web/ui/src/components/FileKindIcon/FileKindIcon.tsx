import {
  IconFile,
  IconFileCode,
  IconFileSpreadsheet,
  IconFileText,
  IconFileTypePdf,
  IconFileZip,
  IconFolderFilled,
  IconMusic,
  IconPhoto,
  IconPresentation,
  IconVideo,
  type TablerIcon,
} from '@tabler/icons-react';
import { useMantineTheme } from '@mantine/core';
import { FILE_KIND_COLORS, type FileKind } from '../../format/file-kind';

const ICONS: Record<FileKind, TablerIcon> = {
  folder: IconFolderFilled,
  pdf: IconFileTypePdf,
  document: IconFileText,
  image: IconPhoto,
  video: IconVideo,
  audio: IconMusic,
  archive: IconFileZip,
  code: IconFileCode,
  spreadsheet: IconFileSpreadsheet,
  presentation: IconPresentation,
  other: IconFile,
};

export interface FileKindIconProps {
  kind: FileKind;
  size?: number;
}

/** The icon of a file kind in its colour; decorative (the item name says what it is). */
export function FileKindIcon({ kind, size = 24 }: FileKindIconProps) {
  const theme = useMantineTheme();
  const Glyph = ICONS[kind];
  const palette = theme.colors[FILE_KIND_COLORS[kind]];
  return <Glyph size={size} stroke={1.6} color={palette?.[6]} aria-hidden="true" data-kind={kind} />;
}
