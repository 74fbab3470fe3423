// Fixtures other projects' tests use (not part of the app's code).
export { fileItem, folderItem, folderPageAnswer, itemNode } from './file-items';
