// Global rules of the app: reduced motion and the main landmark's focus.
import './theme/global.css';
export { cssVariablesResolver, theme } from './theme/theme';
export { MAIN_CONTENT_ID, SkipLink } from './components/SkipLink/SkipLink';
export { ColorSchemeToggle } from './components/ColorSchemeToggle/ColorSchemeToggle';
export { formatFileSize } from './format/format-file-size';
export { formatDate } from './format/format-date';
export {
  DEFAULT_STORAGE_TOTAL_BYTES,
  bytesToGB,
  formatGB,
  formatPercent,
  storageColor,
  storageFigures,
  type StorageColor,
  type StorageFigures,
} from './format/storage';
export { FILE_KIND_COLORS, fileKind, type FileKind } from './format/file-kind';
export { FileKindIcon, type FileKindIconProps } from './components/FileKindIcon/FileKindIcon';
export { PageHeader, type PageHeaderProps } from './components/PageHeader/PageHeader';
export { EmailChipsInput, EMAIL_CHIPS_HELP, type EmailChipsInputProps } from './components/EmailChipsInput/EmailChipsInput';
export { normalizeEmails } from './format/emails';
export { FullScreenLoader } from './components/FullScreenLoader/FullScreenLoader';
export { StorageBar, type StorageBarProps } from './components/StorageBar/StorageBar';
export { Toaster } from './components/Toaster/Toaster';
export {
  TOAST_AUTO_CLOSE_MS,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  toast,
  useToastStore,
  type Toast,
  type ToastAction,
  type ToastInput,
  type ToastVariant,
} from './toast/useToastStore';
