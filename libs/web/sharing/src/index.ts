export { FILE_SHARE_DIALOGS } from './components/file-share-dialogs';
export { InvalidShareLink } from './components/ShareAccessCard/ShareAccessCard';
export { ShareAccessView } from './components/ShareAccessView/ShareAccessView';
export { SharedFilesView } from './components/SharedFilesView/SharedFilesView';
export { useUnseenSharesCount } from './hooks/useSharedWithMe';
